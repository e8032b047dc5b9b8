import { describe, expect, it } from 'vitest';
import {
  isSameStreetAddress,
  parseOneLineAddress,
  streetKey,
  streetOfLine,
} from './street-address';

describe('streetKey', () => {
  it('keeps the number and the street name, without type, direction, unit or case', () => {
    expect(streetKey('1420 SE Oak St')).toBe('1420|oak');
    expect(streetKey('1420 Oak Street, Apt 2')).toBe('1420|oak');
    expect(streetKey('1420 S.E. Oak St.')).toBe('1420|oak');
    expect(streetKey('1420 oak st #5')).toBe('1420|oak');
    expect(streetKey('42 Birch Lane')).toBe('42|birch');
    expect(streetKey('7 Martin Luther King Jr Blvd Suite 300')).toBe('7|martin luther king jr');
  });

  it('keeps a direction or a type that is the whole name', () => {
    expect(streetKey('100 North St')).toBe('100|north');
    expect(streetKey('200 E St')).toBe('200|e');
    expect(streetKey('9 Park Way')).toBe('9|park');
  });

  it('is null without a street number', () => {
    expect(streetKey('PO Box 7710')).toBeNull();
    expect(streetKey('Portland')).toBeNull();
    expect(streetKey('12')).toBeNull();
  });

  it('tells different numbers and different streets apart', () => {
    expect(streetKey('1420 Oak St')).not.toBe(streetKey('1422 Oak St'));
    expect(streetKey('1420 Oak St')).not.toBe(streetKey('1420 Elm St'));
  });
});

describe('parseOneLineAddress', () => {
  it('splits a service address into street, city, state and ZIP', () => {
    expect(parseOneLineAddress('1420 SE Oak St, Portland, OR 97214')).toEqual({
      street: '1420 SE Oak St',
      city: 'Portland',
      state: 'OR',
      zip: '97214',
    });
    expect(parseOneLineAddress('42 Birch Lane, Apt 3, Lakeside, mn 55401-7710')).toEqual({
      street: '42 Birch Lane, Apt 3',
      city: 'Lakeside',
      state: 'MN',
      zip: '55401',
    });
  });

  it('is null for what is not street, city, state and ZIP', () => {
    expect(parseOneLineAddress('1420 SE Oak St Portland')).toBeNull();
    expect(parseOneLineAddress('Portland, OR 97214')).toBeNull();
    expect(parseOneLineAddress('PO Box 7710, Lakeside, MN 55401')).toBeNull();
  });
});

describe('isSameStreetAddress', () => {
  it('matches the same street however it is written, within one ZIP', () => {
    expect(
      isSameStreetAddress(
        { street: '1420 SE Oak Street Apt 2', zip: '97214' },
        { street: '1420 Oak St', zip: '97214-1234' },
      ),
    ).toBe(true);
    expect(
      isSameStreetAddress({ street: '1420 Oak St', zip: null }, { street: '1420 Oak St' }),
    ).toBe(true);
  });

  it('does not match another number, another street or another ZIP', () => {
    expect(isSameStreetAddress({ street: '1422 Oak St' }, { street: '1420 Oak St' })).toBe(false);
    expect(isSameStreetAddress({ street: '1420 Elm St' }, { street: '1420 Oak St' })).toBe(false);
    expect(
      isSameStreetAddress(
        { street: '1420 Oak St', zip: '97214' },
        { street: '1420 Oak St', zip: '60601' },
      ),
    ).toBe(false);
    expect(isSameStreetAddress({ street: 'PO Box 9' }, { street: 'PO Box 9' })).toBe(false);
  });
});

describe('streetOfLine', () => {
  it('takes the street and ZIP of a line that does not split into parts', () => {
    expect(streetOfLine('1420 SE Oak St, Portland, OR 97214')).toEqual({
      street: '1420 SE Oak St',
      zip: '97214',
    });
    expect(streetOfLine('1420 SE Oak St, Portland')).toEqual({
      street: '1420 SE Oak St',
      zip: null,
    });
  });
});
