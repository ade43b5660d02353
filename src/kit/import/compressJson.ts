/**
 * A list as gzip-compressed JSON in base64 (the "compressed JSON list" of bulk operations, e.g.
 * the directory's upserts): CompressionStream in the browser, decoded by the server's zlib.
 */
export async function gzipBase64Json(value: unknown): Promise<string> {
  const stream = new Blob([JSON.stringify(value)])
    .stream()
    .pipeThrough(new CompressionStream('gzip'));
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  }
  return btoa(binary);
}
