import { describe, expect, it } from 'vitest';
import { readDeskScan, skuFromScan } from '../loans/desk-scan';
import { formatMemberNumber, parseMemberNumber } from './number';

describe('member numbers', () => {
  it('are M, six digits of the sequence and a Luhn check digit', () => {
    expect(formatMemberNumber(1)).toBe('M0000018');
    expect(formatMemberNumber(42)).toBe('M0000422');
    expect(formatMemberNumber(1_234_567)).toBe('M12345674');
  });

  it('read back as typed: any case, spaces and dashes', () => {
    for (const typed of ['M0000018', 'm0000018', ' m 000001-8 ', 'M-000-001-8']) {
      expect(parseMemberNumber(typed), typed).toBe('M0000018');
    }
  });

  it('catch a wrong digit and two digits swapped', () => {
    const good = formatMemberNumber(52_917);
    const digits = good.slice(1);
    for (let i = 0; i < digits.length; i++) {
      const wrong = `M${digits.slice(0, i)}${(Number(digits[i]) + 3) % 10}${digits.slice(i + 1)}`;
      expect(parseMemberNumber(wrong), wrong).toBeNull();
    }
    const swapped = `M${digits[1]}${digits[0]}${digits.slice(2)}`;
    if (digits[0] !== digits[1]) expect(parseMemberNumber(swapped)).toBeNull();
    expect(parseMemberNumber('JPL-9780316015844-001')).toBeNull();
    expect(parseMemberNumber('M18')).toBeNull();
  });
});

describe('what the desk read', () => {
  it('is a member for a card, a copy for a label’s QR code or a typed SKU', () => {
    expect(readDeskScan('M0000018')).toEqual({ kind: 'member', memberNumber: 'M0000018' });
    // A mistyped number is still meant as one: the server says what is wrong with it.
    expect(readDeskScan('m 0000019')).toEqual({ kind: 'member', memberNumber: 'M0000019' });
    expect(readDeskScan('https://library.example.lk/items/JPL-9780316015844-002')).toEqual({
      kind: 'copy',
      sku: 'JPL-9780316015844-002',
    });
    expect(readDeskScan(' jpl-u20261201-001 ')).toEqual({ kind: 'copy', sku: 'JPL-U20261201-001' });
    expect(readDeskScan('   ')).toEqual({ kind: 'empty' });
    expect(skuFromScan('http://127.0.0.1:3516/items/NLR-9780141439518-001?from=qr')).toBe(
      'NLR-9780141439518-001',
    );
    expect(skuFromScan('/items/%E0%AE%95')).toBe('க');
  });
});
