/** Customers for the benches, signed up through the API as a browser would. */

export const BENCH_PASSWORD = 'Bench-pass1!';

/** A client address of its own per call, passed by the loopback proxy the server trusts, so the per-address limit holds for each. */
export const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
export const emailOf = (n: number) => `bench-${n}@example.edu`;

/** Signs up customer `n` of the site; answers the session cookie the sign-up opened, as a Cookie header. */
export async function signUp(base: string, siteId: number, n: number): Promise<string> {
  const res = await fetch(`${base}/v1/customer/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': addressOf(1_000_000 + n) },
    body: JSON.stringify({
      site_id: siteId,
      first_name: 'Bench',
      last_name: 'Customer',
      student_id: `B${n}`,
      email: emailOf(n),
      confirm_email: emailOf(n),
      phone_number: '5555550100',
      address: '1 College Ave',
      city: 'Northfield',
      state: 'MN',
      zip_code: '55057',
      password: BENCH_PASSWORD,
      confirm_password: BENCH_PASSWORD,
    }),
  });
  if (res.status !== 200) throw new Error(`sign-up ${n} answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error(`sign-up ${n} opened no session`);
  return cookie;
}
