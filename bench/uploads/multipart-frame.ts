/** What goes before and after a file's bytes in a one-file multipart/form-data body. */
export type MultipartFrame = { contentType: string; head: Buffer; tail: Buffer };

/**
 * The frame a browser's FormData puts around one file, so the body can be streamed with a
 * Content-Length (head + file + tail) instead of being built in memory first.
 */
export function multipartFrame(
  boundary: string,
  field: string,
  fileName: string,
  mime: string,
): MultipartFrame {
  const quoted = (s: string) => s.replace(/["\r\n]/g, (c) => encodeURIComponent(c));
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    head: Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(field)}"; filename="${quoted(fileName)}"\r\nContent-Type: ${mime}\r\n\r\n`,
    ),
    tail: Buffer.from(`\r\n--${boundary}--\r\n`),
  };
}
