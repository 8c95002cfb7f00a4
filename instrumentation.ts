/** Runs once when the server starts: says which email transport, challenge and store the signup uses. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { logSignupSetup } = await import("@/lib/signup/runtime");
  logSignupSetup();
}
