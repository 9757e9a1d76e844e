import { describe, expect, it } from 'vitest';
import type { ContactMessage, FormLead } from '#shared/contracts/contact.ts';
import { buildFormsCsv, csvCell } from './forms-csv.ts';

const lead: FormLead = {
  id: 'a1',
  reference: 'TP-2026-0001',
  source: 'calculator',
  companyName: 'Acme Dental, Inc.',
  firstName: 'Ada',
  lastName: 'Lind',
  email: 'ada@acme.example',
  phone: '612-555-0199',
  facilityType: 'medical',
  facilitySize: 4000,
  message: '',
  estimatedPrice: 1450,
  createdAt: '2026-11-01T12:00:00.000Z',
  hasQuote: true,
};
const contact: ContactMessage = {
  id: 7,
  name: 'Bo "Bob" Berg',
  email: 'bo@example.test',
  phone: '+1 651 555 0102',
  company: null,
  topic: 'other',
  message: 'Line one\nline two',
  leadId: null,
  leadReference: null,
  createdAt: '2026-11-02T12:00:00.000Z',
};

describe('forms CSV', () => {
  it("starts with a BOM and the spec's header, one row per lead then per message, CRLF, RFC 4180 quoting", () => {
    expect(buildFormsCsv([lead], [contact])).toBe(
      '\uFEFF' +
        'Type,Company,Name,Email,Phone,FacilityType,FacilitySize,Message\r\n' +
        'Lead,"Acme Dental, Inc.",Ada Lind,ada@acme.example,612-555-0199,medical,4000,\r\n' +
        `Contact,,"Bo ""Bob"" Berg",bo@example.test,'+1 651 555 0102,,,"Line one\nline two"\r\n`,
    );
  });

  it('an empty export is the header alone', () => {
    expect(buildFormsCsv([], [])).toBe('\uFEFFType,Company,Name,Email,Phone,FacilityType,FacilitySize,Message\r\n');
  });

  it('defuses cells a spreadsheet would run as formulas with a leading quote', () => {
    expect(csvCell('=HYPERLINK("http://evil.example")')).toBe(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csvCell('+1 612')).toBe("'+1 612");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12500)).toBe('12500');
  });
});
