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

  it('takes the largest print at the top of page 1 only as a low-confidence guess', () => {
    const text = billText(
      'SUNNY ACRES HOA\nStatement of Account\nAmount Due $120.00\nDue Date 01/02/2026\nThank you',
    );
    const header = text.lines[0]!;
    text.lines[0] = {
      ...header,
      size: 18,
      cells: header.cells!.map((cell) => ({ ...cell, size: 18 })),
    };
    const found = findVendor(text);
    expect(found.value).toBe('Sunny Acres HOA');
    expect(found.confidence).toBeLessThan(0.6);
  });

  it('leaves the vendor empty rather than offering a label, a place or the customer', () => {
    expect(vendor('Bill Date   Jan 14, 2020\nAmount Due $120.00').value).toBeNull();
    expect(
      vendor(
        'Customer Name: JO LEE\nJO LEE\nPO BOX 12\nSANTA CLARA CA 95050\nSanta Clara\nPO Box 9',
      ).value,
    ).toBeNull();
    expect(vendor('OREGON ENERGY FUND\nPO Box 1').value).toBeNull();
    expect(vendor('Automatic Payment\nPO Box 1').value).toBeNull();
  });

  it('drops a department from a remit-to name and takes a payable-to name without its stop', () => {
    expect(vendor('DUKE ENERGY RETURN MAIL\nPO BOX 1094').value).toBe('Duke Energy');
    expect(vendor('Write account number on check and make payable to LADWP.').value).toBe('LADWP');
  });

  it("confirms a known company only from the bill's own text", () => {
    expect(vendor('Questions? Visit xfinity.com/support').value).toBe('Xfinity');
    expect(vendor('Thank you for your payment').value).toBeNull();
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

describe('findVendor from what a domain spells', () => {
  it('splits a domain printed with hyphens or capitals into the name', () => {
    expect(vendor('Visit us at www.riverbend-water.com').value).toBe('Riverbend Water');
    expect(vendor('Questions? Call us or visit RiverbendWater.com').value).toBe('Riverbend Water');
  });

  it('takes an addressee block with an ATTN line, and a DBA name, for the customer', () => {
    expect(
      vendor(
        'DBA MAIN CAMPUS\nRESEARCH INSTITUTE\nMAIN CAMPUS\nATTN RTI INTERNATIONAL\nPO BOX 12194',
      ).value,
    ).toBeNull();
  });
});

describe("findVendor on the issue's unseen-bill misses", () => {
  it.each([
    ['a label above a box', 'Notice Date\nPO Box 12'],
    ['a label word', 'Number\nPO Box 12'],
    ['an address heading', 'Service Address\nPO Box 12'],
    ['a payment method', 'Western Union\nPO Box 12'],
    ['the city of the remit-to line', 'Santa Clara Ca\nPO Box 12'],
    ['a charity on the stub', 'Oregon Energy Fund\nPO Box 12'],
  ])('offers no vendor from %s', (_what, page) => {
    expect(vendor(page).value).toBeNull();
  });

  it("never offers the customer's own name", () => {
    expect(vendor('Account Name:   PAT RIVERA\nPAT RIVERA\nPO Box 12').value).toBeNull();
  });
});
