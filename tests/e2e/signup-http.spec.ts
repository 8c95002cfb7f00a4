import { expect, test } from "@playwright/test";
import { E2E_PORT } from "../support/e2e-env";

/*
 * POST /api/signup's HTTP surface on the production server: only POST, only from the
 * site's own pages (the wizard's same-origin posts are the rest of signup.spec.ts).
 */

const SIGNUP = "/api/signup";
const FOREIGN = "Signups are accepted only from this site's own pages.";
const VERIFY = "Please complete the security verification.";
const body = {
  role: "notary",
  id: crypto.randomUUID(),
  firstName: "Http",
  lastName: "Check",
  email: "http-check@example.com",
};

test("every method but POST is 405 with Allow: POST", async ({ request }) => {
  for (const method of ["GET", "HEAD", "PUT", "PATCH", "DELETE", "OPTIONS"]) {
    const response = await request.fetch(SIGNUP, { method });
    expect(response.status(), method).toBe(405);
    expect(response.headers()["allow"], method).toBe("POST");
    if (method !== "HEAD") expect(await response.json(), method).toEqual({ error: "Send the signup with POST." });
  }
});

test("a post from another origin is 403; the server's own origin and a post without Origin reach the security check", async ({
  request,
  baseURL,
}) => {
  // (http://localhost:3000 is the configured site URL, so it is not foreign even on another host.)
  for (const origin of [
    "https://evil.example",
    "null",
    ...(E2E_PORT === 3000 ? [] : [`http://localhost:${E2E_PORT}`]),
  ]) {
    const response = await request.post(SIGNUP, { data: body, headers: { origin } });
    expect(response.status(), origin).toBe(403);
    expect(await response.json(), origin).toEqual({ error: FOREIGN });
  }
  // 127.0.0.1:PORT is not the configured site URL (localhost:3000), but it is where the request went.
  for (const headers of [{ origin: new URL(baseURL ?? "").origin }, {} as Record<string, string>]) {
    const response = await request.post(SIGNUP, { data: body, headers });
    expect(response.status()).toBe(403);
    expect(await response.json()).toEqual({ error: VERIFY });
  }
  const plain = await request.post(SIGNUP, {
    data: "role=notary",
    headers: { "content-type": "text/plain", origin: new URL(baseURL ?? "").origin },
  });
  expect(plain.status()).toBe(415);
});

test("a page on another origin cannot post JSON to the route (its CORS preflight is refused)", async ({ page }) => {
  // localhost and 127.0.0.1 are two origins for the browser.
  await page.goto(`http://localhost:${E2E_PORT}/`);
  const post = (target: string) =>
    page.evaluate(async (url) => {
      try {
        const response = await fetch(url, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: "{}",
        });
        return `answered ${response.status}`;
      } catch (error) {
        return `blocked: ${(error as Error).name}`;
      }
    }, target);
  expect(await post(`http://127.0.0.1:${E2E_PORT}${SIGNUP}`)).toBe("blocked: TypeError");
  // The same post from the page's own origin reaches the route (and its schema: 422).
  expect(await post(`http://localhost:${E2E_PORT}${SIGNUP}`)).toBe("answered 422");
});
