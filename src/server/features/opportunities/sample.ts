/**
 * A job's sample is opened by strangers: its bytes must be what its type
 * says. A PDF starts with %PDF-, a .docx is a ZIP holding word/document.xml,
 * plain text is UTF-8 without control bytes that no text has.
 */
const PDF = Buffer.from('%PDF-');
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export function sampleProblem(body: Buffer, type: string): string | null {
  const mismatch = 'The file’s content does not match its type';
  switch (type) {
    case 'application/pdf':
      return body.subarray(0, 5).equals(PDF) ? null : mismatch;
    case 'application/vnd.openxmlformats-officedocument.wordprocessingml.document':
      return body.subarray(0, 4).equals(ZIP) && body.includes('word/document.xml') ? null : mismatch;
    case 'text/plain': {
      const text = new TextDecoder('utf-8', { fatal: false }).decode(body);
      return text.includes('\uFFFD') || body.some((byte) => byte < 0x09 || (byte > 0x0d && byte < 0x20))
        ? mismatch
        : null;
    }
    default:
      return mismatch;
  }
}
