// Signup throughput: measured once the signup route exists (issue 4); until then, not measured.
export async function signupLoad(baseUrl) {
  const response = await fetch(new URL("/api/signup", baseUrl), { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
  if (response.status === 404 || response.status === 307) return null;
  return null;
}
