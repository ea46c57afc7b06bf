/** The brand's crown mark as public/favicon.svg draws it (a 32 x 32 box); a test keeps the two the same. */
export const CROWN_MARK = {
  viewBox: 32,
  tile: { radius: 6, fill: '#6e1d2a' },
  crown: { path: 'M7 22l2-11 4 5 3-7 3 7 4-5 2 11z', fill: '#d4af45', stroke: '#fbf7ef', strokeWidth: 1.2 },
} as const;

/** Draws the crown mark as vectors (crisp at any zoom) in a size x size square at (x, y). */
export function drawCrown(doc: PDFKit.PDFDocument, x: number, y: number, size: number): void {
  const { viewBox, tile, crown } = CROWN_MARK;
  doc.save();
  doc.translate(x, y).scale(size / viewBox);
  doc.roundedRect(0, 0, viewBox, viewBox, tile.radius).fill(tile.fill);
  doc.path(crown.path).lineWidth(crown.strokeWidth).lineJoin('round').fillAndStroke(crown.fill, crown.stroke);
  doc.restore();
}
