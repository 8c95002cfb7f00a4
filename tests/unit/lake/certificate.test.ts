import { X509Certificate } from "node:crypto";
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CERTIFICATE_FILES, certificateDir, lakeCertificate } from "@/lake/certificate.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "lake-certificate-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const certificates = (chain: string) =>
  chain.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g)!.map((pem) => new X509Certificate(pem));

describe("the local lake's certificate", () => {
  it("names the project's own host when the Studio's project is another", async () => {
    const { cert } = await lakeCertificate(dir, { projectId: "abc123" });
    expect(certificates(cert)[0]!.subjectAltName).toContain("DNS:abc123.localhost");
    // Asked for another project, the same authority signs a certificate that names it.
    const other = await lakeCertificate(dir, { projectId: "lake" });
    expect(certificates(other.cert)[0]!.subjectAltName).toContain("DNS:lake.localhost");
    expect(other.createdAuthority).toBe(false);
  });

  it("is made once per machine: a second start reuses the same authority and certificate", async () => {
    const first = await lakeCertificate(dir);
    expect(first.createdAuthority).toBe(true);
    const second = await lakeCertificate(dir);
    expect(second.createdAuthority).toBe(false);
    expect(second.cert).toBe(first.cert);
    expect(second.key).toBe(first.key);
    expect(second.authorityFile).toBe(path.join(dir, CERTIFICATE_FILES.authority));
  });

  it("is signed by the authority a person trusts, for localhost and its subdomains, as macOS accepts it", async () => {
    const { cert, authorityFile } = await lakeCertificate(dir);
    const authority = new X509Certificate(await readFile(authorityFile, "utf8"));
    const [server, chained] = certificates(cert);
    expect(chained?.fingerprint256).toBe(authority.fingerprint256);
    expect(authority.ca).toBe(true);
    expect(server!.ca).toBe(false);
    expect(server!.verify(authority.publicKey)).toBe(true);
    expect(server!.checkIssued(authority)).toBe(true);
    for (const name of ["DNS:localhost", "DNS:lake.localhost", "DNS:*.localhost", "IP Address:127.0.0.1"]) {
      expect(server!.subjectAltName).toContain(name);
    }
    expect(server!.keyUsage).toContain("1.3.6.1.5.5.7.3.1"); // serverAuth
    const days = (Date.parse(server!.validTo) - Date.parse(server!.validFrom)) / DAY_MS;
    expect(days).toBeLessThanOrEqual(825);
  });

  it("keeps the keys readable by their owner only", async () => {
    await lakeCertificate(dir);
    for (const file of [CERTIFICATE_FILES.authorityBundle, CERTIFICATE_FILES.server]) {
      expect((await stat(path.join(dir, file))).mode & 0o077, file).toBe(0);
    }
    // The file to trust holds no key.
    expect(await readFile(path.join(dir, CERTIFICATE_FILES.authority), "utf8")).not.toContain("PRIVATE KEY");
  });

  it("replaces a certificate near its end with one the same authority signs, so the trust holds", async () => {
    const first = await lakeCertificate(dir);
    const later = new Date(Date.now() + 800 * DAY_MS);
    const renewed = await lakeCertificate(dir, { now: later });
    expect(renewed.createdAuthority).toBe(false);
    expect(renewed.cert).not.toBe(first.cert);
    expect(certificates(renewed.cert)[1]!.fingerprint256).toBe(certificates(first.cert)[1]!.fingerprint256);
    expect(certificates(renewed.cert)[0]!.verify(certificates(first.cert)[1]!.publicKey)).toBe(true);
  });

  it("makes a new certificate when its file is damaged, and a new authority when the authority's is", async () => {
    const first = await lakeCertificate(dir);
    await writeFile(path.join(dir, CERTIFICATE_FILES.server), "not a certificate");
    const mended = await lakeCertificate(dir);
    expect(mended.createdAuthority).toBe(false);
    expect(certificates(mended.cert)[1]!.fingerprint256).toBe(certificates(first.cert)[1]!.fingerprint256);

    await writeFile(path.join(dir, CERTIFICATE_FILES.authorityBundle), "-----BEGIN CERTIFICATE-----\ngarbage");
    const fresh = await lakeCertificate(dir);
    expect(fresh.createdAuthority).toBe(true);
    expect(certificates(fresh.cert)[0]!.verify(certificates(fresh.cert)[1]!.publicKey)).toBe(true);
    expect(new X509Certificate(await readFile(fresh.authorityFile, "utf8")).fingerprint256).toBe(
      certificates(fresh.cert)[1]!.fingerprint256,
    );
  });

  it("two starts at once agree on one authority", async () => {
    const [a, b] = await Promise.all([lakeCertificate(dir), lakeCertificate(dir)]);
    expect([a.createdAuthority, b.createdAuthority].filter(Boolean)).toHaveLength(1);
    const authority = await readFile(a.authorityFile, "utf8");
    for (const made of [a, b])
      expect(certificates(made.cert)[0]!.verify(new X509Certificate(authority).publicKey)).toBe(true);
  });

  it("lives in the user's data folder, outside the repository, on every system (LAKE_CERT_DIR chooses another)", () => {
    expect(certificateDir({}, "linux", "/home/ana")).toBe("/home/ana/.local/share/notavo/studio-certificate");
    expect(certificateDir({ XDG_DATA_HOME: "/data" }, "linux", "/home/ana")).toBe("/data/notavo/studio-certificate");
    expect(certificateDir({}, "darwin", "/Users/ana")).toBe(
      "/Users/ana/Library/Application Support/notavo/studio-certificate",
    );
    expect(certificateDir({ LOCALAPPDATA: "C:\\Users\\Ana\\AppData\\Local" }, "win32", "C:\\Users\\Ana")).toBe(
      "C:\\Users\\Ana\\AppData\\Local\\notavo\\studio-certificate",
    );
    expect(certificateDir({}, "win32", "C:\\Users\\Ana")).toBe(
      "C:\\Users\\Ana\\AppData\\Local\\notavo\\studio-certificate",
    );
    expect(certificateDir({ LAKE_CERT_DIR: "certs" }, "linux", "/home/ana")).toBe(path.resolve("certs"));
  });
});
