import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { queryDataset, type SanityDocumentLike } from "@/lib/sanity/bundled";

/**
 * A stand-in for Sanity's Content Lake query API: evaluates each GROQ query
 * (GET ?query=…&$param=…) against the given documents with groq-js, Sanity's
 * own engine, and records the requests. Code using the real client runs offline.
 */
export async function startFakeContentLake(documents: SanityDocumentLike[] = []) {
  const requests: { method: string; url: string; authorization?: string }[] = [];
  const server: Server = createServer((request: IncomingMessage, response) => {
    requests.push({ method: request.method ?? "", url: request.url ?? "", authorization: request.headers.authorization });
    request.resume();
    request.on("end", async () => {
      const url = new URL(request.url ?? "/", "http://localhost");
      const params = Object.fromEntries(
        [...url.searchParams].filter(([name]) => name.startsWith("$")).map(([name, value]) => [name.slice(1), JSON.parse(value)]),
      );
      try {
        const result = await queryDataset(documents, url.searchParams.get("query") ?? "null", params);
        response.writeHead(200, { "content-type": "application/json" });
        response.end(JSON.stringify({ ms: 1, query: url.searchParams.get("query"), result }));
      } catch (error) {
        response.writeHead(400, { "content-type": "application/json" });
        response.end(JSON.stringify({ error: { description: (error as Error).message } }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
