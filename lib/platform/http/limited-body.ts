/** Reading request bodies without trusting their size: shared by every route handler that reads one. */

export type BodyRead = { ok: true; text: string } | { ok: false; status: 400 | 413 };

/** The bytes of a stream, or null once it passes `limit` bytes (then the rest is cancelled, never buffered). */
export async function readLimitedStream(stream: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array | null> {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** Reads at most `limit` bytes: a larger body is refused (413) without being buffered or parsed. */
export async function readLimitedBody(request: Request, limit: number): Promise<BodyRead> {
  const declared = Number(request.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > limit) return { ok: false, status: 413 };
  if (!request.body) return { ok: true, text: "" };
  const bytes = await readLimitedStream(request.body, limit);
  if (!bytes) return { ok: false, status: 413 };
  try {
    return { ok: true, text: new TextDecoder("utf-8", { fatal: true }).decode(bytes) };
  } catch {
    return { ok: false, status: 400 };
  }
}
