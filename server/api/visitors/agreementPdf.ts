import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';
import type { SignedAgreement } from './visitorAgreement.ts';

/**
 * The visitor agreement as a PDF (pdf-lib, one A4 page): the site's visitor terms and who signed
 * which version when. The spec does not show the agreement's wording; these are Gatehouse's
 * default terms. Text outside WinAnsi (what the standard fonts can draw) is replaced by '?'.
 */

const TERMS = [
  'I agree to follow the safety rules of this site and the instructions of its staff.',
  'I will wear my visitor badge where it can be seen and return it when I leave.',
  'I will stay with my host or in the areas I was allowed into.',
  'I will keep confidential what I learn on site about its business and people.',
  'In an emergency I will follow the evacuation instructions and report to the assembly point.',
];

const A4 = [595.28, 841.89] as const;
const MARGIN = 56;

/** Characters the standard PDF fonts (WinAnsi) can draw; others become '?'. */
export function pdfSafeText(value: string): string {
  return Array.from(value, (char) => {
    const code = char.codePointAt(0) ?? 0;
    return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) ? char : '?';
  }).join('');
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

export async function generateAgreementPdf(agreement: SignedAgreement): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(pdfSafeText(`Visitor agreement - ${agreement.visitorName}`));
  pdf.setProducer('Gatehouse');
  pdf.setCreationDate(new Date(agreement.signedAt));
  const page = pdf.addPage([...A4]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = A4[0] - 2 * MARGIN;
  let y = A4[1] - MARGIN;
  const draw = (text: string, font: PDFFont, size: number, gap = 6) => {
    for (const line of wrap(pdfSafeText(text), font, size, width)) {
      y -= size;
      page.drawText(line, { x: MARGIN, y, size, font, color: rgb(0.1, 0.1, 0.1) });
      y -= gap;
    }
  };
  draw('Visitor agreement', bold, 20, 14);
  draw(agreement.locationName || agreement.location, regular, 12, 18);
  draw(`Version ${agreement.agreementVersion}`, bold, 12, 10);
  for (const [index, term] of TERMS.entries()) draw(`${index + 1}. ${term}`, regular, 11, 8);
  y -= 16;
  draw('Signed by', bold, 12, 8);
  draw(`Name: ${agreement.visitorName}`, regular, 11);
  if (agreement.company) draw(`Company: ${agreement.company}`, regular, 11);
  if (agreement.host) draw(`Host: ${agreement.host}`, regular, 11);
  draw(`Profile: ${agreement.profileId}`, regular, 11);
  draw(`Signed at: ${new Date(agreement.signedAt).toISOString()}`, regular, 11);
  return pdf.save();
}
