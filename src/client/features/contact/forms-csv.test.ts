import { describe, expect, it } from 'vitest';
import type { ContactMessage, FormLead } from '#shared/contracts/contact.ts';
import { buildFormsCsv } from './forms-csv.ts';

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
        `Contact,,"Bo ""Bob"" Berg",bo@example.test,"'+1 651 555 0102",,,"Line one\nline two"\r\n`,
    );
  });

  it('an empty export is the header alone', () => {
    expect(buildFormsCsv([], [])).toBe('\uFEFFType,Company,Name,Email,Phone,FacilityType,FacilitySize,Message\r\n');
  });

  it('defuses cells a spreadsheet would run as formulas with a leading quote, full-width and small forms too', () => {
    const messages = ['=HYPERLINK("http://evil.example")', '@SUM(A1)', 'a=b', '＝1+1', '＋1', '－2', '＠SUM(A1)', '﹦1', '﹫x'];
    const rows = buildFormsCsv(
      [],
      messages.map((message, i) => ({ ...contact, id: i, name: 'N', phone: '612', message })),
    )
      .split('\r\n')
      .slice(1, -1);
    expect(rows.map((row) => row.split(',,,')[1])).toEqual([
      `"'=HYPERLINK(""http://evil.example"")"`,
      `"'@SUM(A1)"`,
      'a=b',
      `"'＝1+1"`,
      `"'＋1"`,
      `"'－2"`,
      `"'＠SUM(A1)"`,
      `"'﹦1"`,
      `"'﹫x"`,
    ]);
  });
});
