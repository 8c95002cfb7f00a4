import { createHash } from "node:crypto";
import { crc32, deflateSync } from "node:zlib";
import { expect, openDocument, publish, recordEdit, siteUrl, test } from "./fixtures";

/** A solid-colour RGB PNG of the given size, made here so the test needs no fixture file. */
function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk("IHDR", header),
    chunk("IDAT", pixels),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

test("a logo uploaded in the Studio and published shows in the site's header, served by the site", async ({
  studio,
}) => {
  const image = png(96, 32, [29, 78, 216]);
  const sha1 = createHash("sha1").update(image).digest("hex");
  await openDocument(studio, "Brands");
  await studio.getByRole("link", { name: "Default brand", exact: true }).click();
  const field = studio
    .getByRole("group")
    .filter({ has: studio.getByText("Optional image that replaces the text wordmark.") })
    .last();
  // The form is read-only until the Studio has loaded the document; an upload before then is
  // refused ("Attempted to patch a read-only document"), as it would be for a person that quick.
  await expect(studio.getByTestId("document-panel-scroller").last().getByRole("textbox").first()).toBeEditable();
  await field
    .getByTestId("file-button-input")
    .setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: image });
  // The Studio shows the uploaded image from the lake: visible, then loaded (an <img> is visible
  // as soon as it has a box, before its bytes have arrived; a broken one never gets a width).
  const preview = field.locator("img").first();
  await expect(preview).toBeVisible();
  await expect
    .poll(() => preview.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0), {
      timeout: 10_000,
    })
    .toBe(true);
  await publish(studio);

  const src = `/images/lake/production/${sha1}-96x32.png`;
  await expect
    .poll(async () => (await (await fetch(siteUrl("/"))).text()).includes(`src="${src}"`), { timeout: 30_000 })
    .toBe(true);
  const served = await fetch(siteUrl(src));
  expect(served.status).toBe(200);
  expect(served.headers.get("content-type")).toBe("image/png");
  expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true);
  // In a browser, inside the page's content security policy.
  const page = await studio.context().newPage();
  await page.goto(siteUrl("/"));
  const logo = page.getByRole("banner").locator(`img[src="${src}"]`);
  await expect(logo).toBeVisible();
  expect(await logo.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(96);
  await page.close();
  await recordEdit({ id: "brand-default", paths: ["logo"] });
  await recordEdit({ id: `image-${sha1}-96x32-png`, created: true });
});
