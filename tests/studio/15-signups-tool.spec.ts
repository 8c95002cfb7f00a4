import { expect, siteUrl, test } from "./fixtures";

/**
 * The Signups tool (studio/signups-tool.tsx): the funnel from Plausible's Stats API, read by the
 * site's server with a key the Studio never holds. `npm run edit` runs without Plausible, so the
 * tool says how to configure it; its endpoint answers the Studio's session (the lake's token) and
 * nobody else.
 */
test("the Signups tool answers the Studio's session only, and says how to configure Plausible", async ({
  studio,
  request,
}) => {
  await studio.getByRole("link", { name: "Signups", exact: true }).click();
  const tool = studio.getByTestId("signups-tool");
  await expect(tool.getByRole("heading", { name: "Signups" })).toBeVisible();
  await expect(tool).toContainText(
    "Plausible’s Stats API is not configured on the server (PLAUSIBLE_DOMAIN and PLAUSIBLE_STATS_API_KEY unset)",
  );
  for (const goal of ["Wizard opened", "Role chosen", "Form submitted", "Signup accepted", "Error shown"])
    await expect(tool).toContainText(`“${goal}”`);

  // Outside the Studio's session the endpoint says nothing, configured or not.
  for (const headers of [{}, { authorization: "Bearer not-a-studio-token" }] as Record<string, string>[]) {
    const response = await request.get(siteUrl("/api/studio/signups"), { headers });
    expect(response.status()).toBe(401);
    expect(await response.json()).toEqual({ error: expect.stringMatching(/Studio/) });
  }
});
