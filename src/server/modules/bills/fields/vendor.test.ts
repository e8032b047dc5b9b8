import { describe, expect, it } from 'vitest';
import { billText } from './bill-text-fixture';
import { findVendor } from './vendor';

const vendor = (page: string) => findVendor(billText(page));

describe('findVendor', () => {
  it('takes the company above the PO Box of the remit-to block, as a person would type it', () => {
    const found = vendor(`
      Return this portion with your payment.
      Amount Enclosed: $______
      NORTHWIND GAS COMPANY
      PO Box 790311
      St Louis, MO 63179-0311`);
    expect(found.value).toBe('Northwind Gas Company');
    expect(found.source).toContain('PO Box 790311');
  });

  it('never offers the customer, even when their block is above a PO Box too', () => {
    const found = vendor(`
      Customer Name:   BLUE HERON LLC
      BLUE HERON LLC
      PO BOX 183263
      Write account number on check & mail to: Lakeside Electric, PO Box 26000, Portland, OR 97256`);
    expect(found.value).toBe('Lakeside Electric');
  });

  it('does not take an instruction or a care-of line above a PO Box', () => {
    expect(vendor('Check here & provide information on back.\nPO BOX 400').value).toBeNull();
    expect(vendor('C/O CASS INFORMATION SYSTEMS\nPO BOX 183263').value).toBeNull();
  });

  it('spells a web domain out with words of the bill', () => {
    const found = vendor(`
      For tips visit www.riverbendwater.com/save.
      Riverbend Water thanks you for conserving.`);
    expect(found.value).toBe('Riverbend Water');
  });

  it('is surer when the remit-to block and the domain agree', () => {
    const alone = vendor('RIVERBEND WATER\nPO BOX 1');
    const agreed = vendor('RIVERBEND WATER\nPO BOX 1\nwww.riverbendwater.com');
    expect(agreed.value).toBe('Riverbend Water');
    expect(agreed.confidence).toBeGreaterThan(alone.confidence);
  });

  it('falls back to a name at the top of page 1 with low confidence', () => {
    const found = vendor('SUNNY ACRES HOA\nStatement of Account\nAmount Due $120.00');
    expect(found.value).toBe('Sunny Acres HOA');
    expect(found.confidence).toBeLessThan(0.6);
  });
});

describe('findVendor remit-to blocks', () => {
  it('looks past an attention line between the name and the PO Box', () => {
    expect(
      findVendor(billText('GREENFIELD WATER DISTRICT\nAttn: Payment Processing\nP.O. Box 77'))
        .value,
    ).toBe('Greenfield Water District');
  });
});

describe('findVendor on OCR text', () => {
  it('skips specks at the edge of a photo and prefers the name printed in several places', () => {
    const found = findVendor(
      billText(
        `Inquiries? Call your   PACIFIC POWER
         Write account number on check & mail to: Paciic Power, PO Box 26000
         2   PACIFIC POWER   ne
         PO BOX 26000   SE`,
        'ocr',
      ),
    );
    expect(found.value).toBe('Pacific Power');
  });
});
