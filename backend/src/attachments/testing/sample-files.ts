/** A 1×1 PNG and a minimal PDF: content the type sniffing recognises. */
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201e5272de40000000049454e44ae426082',
  'hex',
);
export const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
