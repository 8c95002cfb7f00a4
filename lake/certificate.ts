import { X509Certificate } from "node:crypto";
import { link, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { generate } from "selfsigned";
import { renameWithRetry } from "./rename.ts";

/*
 * The local lake's certificate, kept once per machine the way mkcert keeps its own: a small
 * certificate authority made on the first `npm run edit` and kept in the user's data folder, outside
 * the repository, and a certificate for localhost it signs. The person trusts the authority once
 * (docs/editing.md); every later start reuses both, and a certificate for localhost near its end is
 * replaced by one the same authority signs, so the trust holds.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** The authority's life: ten years, like mkcert's. */
const AUTHORITY_DAYS = 3650;
/** A server certificate's life: 825 days, the most macOS accepts from an authority a person added. */
const SERVER_DAYS = 825;
/** A certificate with less than this left is replaced at start. */
const RENEW_BEFORE_DAYS = 30;
/**
 * The names the Studio reaches the lake at: `localhost` and `<projectId>.localhost`, by name (browsers
 * need not accept a wildcard one label above a top-level name) and by wildcard for other projects.
 */
const dnsNames = (projectId: string) => ["localhost", `${projectId}.localhost`, "*.localhost"];
const NAME = "Notavo local Studio";

/** The files in the certificate folder. */
export const CERTIFICATE_FILES = {
  /** The authority's certificate: the one file a person trusts. */
  authority: "rootCA.pem",
  /** The authority's key and certificate, made once (the key never leaves this folder). */
  authorityBundle: "rootCA-key.pem",
  /** The certificate for localhost and its key. */
  server: "localhost.pem",
} as const;

type Env = Record<string, string | undefined>;

/**
 * Where the certificate is kept: LAKE_CERT_DIR, else the user's data folder (mkcert's places):
 * `%LOCALAPPDATA%\notavo\studio-certificate` on Windows,
 * `~/Library/Application Support/notavo/studio-certificate` on macOS,
 * `$XDG_DATA_HOME/notavo/studio-certificate` (default `~/.local/share/…`) elsewhere.
 */
export function certificateDir(
  env: Env = process.env,
  platform: NodeJS.Platform = process.platform,
  home: string = os.homedir(),
): string {
  if (env.LAKE_CERT_DIR?.trim()) return path.resolve(env.LAKE_CERT_DIR.trim());
  const join = platform === "win32" ? path.win32.join : path.posix.join;
  const base =
    platform === "win32"
      ? env.LOCALAPPDATA?.trim() || join(home, "AppData", "Local")
      : platform === "darwin"
        ? join(home, "Library", "Application Support")
        : env.XDG_DATA_HOME?.trim() || join(home, ".local", "share");
  return join(base, "notavo", "studio-certificate");
}

export type LakeCertificate = {
  /** The server's key and certificate chain (PEM), for the TLS listener. */
  key: string;
  cert: string;
  /** The file to trust once: the authority's certificate. */
  authorityFile: string;
  /** Whether this start made the authority (so it is not trusted yet). */
  createdAuthority: boolean;
};

/** A PEM block as one ends in a file: with its line break. */
const block = (pem: string) => `${pem.trim()}\n`;

const split = (bundle: string) => {
  const key = /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]+?-----END [A-Z ]*PRIVATE KEY-----/.exec(bundle)?.[0];
  const cert = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/.exec(bundle)?.[0];
  return key && cert ? { key: block(key), cert: block(cert) } : null;
};

/** The key and certificate in `file`, if it holds both and the certificate lasts past `until`. */
async function readBundle(file: string, until: Date): Promise<{ key: string; cert: string } | null> {
  const text = await readFile(file, "utf8").catch(() => null);
  const parts = text ? split(text) : null;
  if (!parts) return null;
  try {
    return new Date(new X509Certificate(parts.cert).validTo) > until ? parts : null;
  } catch {
    return null;
  }
}

let written = 0;
/** A file name beside `file` that no other write, in this process or another, uses. */
const asideOf = (file: string) => `${file}.${process.pid}.${(written += 1)}.tmp`;

/** Writes `file` whole or not at all (readable by its owner only unless `mode` says otherwise). */
async function writeWhole(file: string, text: string, mode = 0o600): Promise<void> {
  const temporary = asideOf(file);
  await writeFile(temporary, text, { mode });
  await renameWithRetry(temporary, file);
}

/**
 * Makes the authority unless another start made it first: it is written aside and linked into
 * place, which fails if the file exists, so two `npm run edit`s starting together agree on one.
 */
async function createAuthority(file: string, now: Date): Promise<boolean> {
  const made = await generate([{ name: "commonName", value: `${NAME} authority` }], {
    keyType: "ec",
    curve: "P-256",
    algorithm: "sha256",
    notBeforeDate: now,
    notAfterDate: new Date(now.getTime() + AUTHORITY_DAYS * DAY_MS),
    extensions: [
      { name: "basicConstraints", cA: true, critical: true },
      { name: "keyUsage", keyCertSign: true, cRLSign: true, digitalSignature: true, critical: true },
    ],
  });
  const temporary = asideOf(file);
  await writeFile(temporary, block(made.private) + block(made.cert), { mode: 0o600 });
  try {
    await link(temporary, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    await rm(temporary, { force: true });
  }
}

/** Whether `cert` was signed by `authority` and names every address the Studio uses. */
function fits(cert: string, authority: string, names: string[]): boolean {
  try {
    const server = new X509Certificate(cert);
    const listed = (server.subjectAltName ?? "").split(", ");
    return (
      server.verify(new X509Certificate(authority).publicKey) && names.every((name) => listed.includes(`DNS:${name}`))
    );
  } catch {
    return false;
  }
}

/** The certificate for the lake's TLS listener, made or renewed in `dir` as needed. */
export async function lakeCertificate(
  dir: string,
  { projectId = "lake", now = new Date() }: { projectId?: string; now?: Date } = {},
): Promise<LakeCertificate> {
  const names = dnsNames(projectId);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const renewBy = new Date(now.getTime() + RENEW_BEFORE_DAYS * DAY_MS);
  const bundleFile = path.join(dir, CERTIFICATE_FILES.authorityBundle);
  let createdAuthority = false;
  let authority = await readBundle(bundleFile, renewBy);
  if (!authority) {
    // Missing, unreadable or near its end: a new one (which has to be trusted again).
    if (await readFile(bundleFile).catch(() => null)) await rm(bundleFile, { force: true });
    createdAuthority = await createAuthority(bundleFile, now);
    authority = await readBundle(bundleFile, renewBy);
    if (!authority) throw new Error(`Could not make the local lake's certificate authority in ${dir}`);
  }
  const authorityFile = path.join(dir, CERTIFICATE_FILES.authority);
  if ((await readFile(authorityFile, "utf8").catch(() => null)) !== authority.cert) {
    await writeWhole(authorityFile, authority.cert, 0o644);
  }

  const serverFile = path.join(dir, CERTIFICATE_FILES.server);
  let server = await readBundle(serverFile, renewBy);
  if (!server || !fits(server.cert, authority.cert, names)) {
    const made = await generate([{ name: "commonName", value: "localhost" }], {
      keyType: "ec",
      curve: "P-256",
      algorithm: "sha256",
      notBeforeDate: now,
      notAfterDate: new Date(now.getTime() + SERVER_DAYS * DAY_MS),
      ca: authority,
      extensions: [
        { name: "basicConstraints", cA: false, critical: true },
        { name: "keyUsage", digitalSignature: true, critical: true },
        { name: "extKeyUsage", serverAuth: true },
        {
          name: "subjectAltName",
          altNames: [
            ...names.map((value) => ({ type: 2 as const, value })),
            { type: 7, ip: "127.0.0.1" },
            { type: 7, ip: "::1" },
          ],
        },
      ],
    });
    server = { key: block(made.private), cert: block(made.cert) };
    await writeWhole(serverFile, `${server.key}${server.cert}`);
  }
  return { key: server.key, cert: `${server.cert}${authority.cert}`, authorityFile, createdAuthority };
}
