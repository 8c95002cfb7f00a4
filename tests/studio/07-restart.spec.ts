import { connect } from "node:net";
import { editState, startEdit, stopEdit } from "./edit-process";
import { expect, expectLakeOutage, lakeDocument, openListed, pageText, test } from "./fixtures";

/** Whether something accepts connections on a loopback port. */
const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ port, host: "127.0.0.1" }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });

test("Ctrl-C stops everything npm run edit started, and a draft typed before it is there after a restart", async ({
  studio,
}) => {
  const draftTitle = "Notaries (draft kept across a restart)";
  await openListed(studio, "Solution pages", "solution-notaries");
  const title = studio.getByRole("textbox", { name: "Title" }).first();
  await title.fill(draftTitle);
  // The Studio saves drafts as you type: wait until the lake has it.
  const before = editState();
  await expect.poll(async () => (await lakeDocument("drafts.solution-notaries"))?.title).toBe(draftTitle);

  const ports = [
    Number(new URL(before.siteUrl).port),
    Number(process.env.LAKE_HTTP_PORT ?? 3333),
    Number(process.env.LAKE_HTTPS_PORT ?? 3334),
  ];
  for (const port of ports) expect(await listening(port), `port ${port} before Ctrl-C`).toBe(true);
  expectLakeOutage();
  await stopEdit("SIGINT");
  for (const port of ports) expect(await listening(port), `port ${port} after Ctrl-C`).toBe(false);

  const after = await startEdit(process.env.STUDIO_CONTENT_DIR as string);
  expect(after.studioUrl).not.toBe(before.studioUrl);
  // The draft is not published: the site still shows the published title.
  expect((await pageText("/solutions/notaries")).includes(draftTitle)).toBe(false);
  await studio.goto(after.studioUrl);
  await openListed(studio, "Solution pages", "solution-notaries");
  await expect(studio.getByRole("textbox", { name: "Title" }).first()).toHaveValue(draftTitle);
});
