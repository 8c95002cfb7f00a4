import { ChartUpwardIcon } from "@sanity/icons/ChartUpward";
import { useEffect, useState, type CSSProperties } from "react";
import { useClient, type Tool } from "sanity";
import { FUNNEL_GOALS, FUNNEL_STEPS } from "@/lib/analytics/funnel";
import type { FunnelRow, SignupsStats } from "@/lib/analytics/signups-stats";
import { LANGUAGE_INFO, isLang } from "@/lib/routing/languages";
import { apiVersion } from "@/lib/sanity/api-version";

/*
 * The Studio's "Signups" tool: the signup wizard's funnel of the last 30 days per language and
 * campaign, from Plausible's Stats API. The key stays on the server: the tool asks the site's own
 * GET /api/studio/signups (lib/analytics/signups-stats.ts) with the Studio's Sanity token, which the
 * server checks with Sanity before it answers. Without Plausible configured it says what to set.
 */

type State = { kind: "loading" } | { kind: "failed"; message: string } | { kind: "loaded"; stats: SignupsStats };

const page: CSSProperties = {
  padding: "1.5rem",
  maxWidth: "72rem",
  fontFamily: "inherit",
  lineHeight: 1.5,
  overflow: "auto",
  height: "100%",
  boxSizing: "border-box",
};
const cell: CSSProperties = {
  padding: "0.4rem 0.75rem",
  borderBottom: "1px solid rgba(127,127,127,0.3)",
  textAlign: "right",
  whiteSpace: "nowrap",
};
const head: CSSProperties = { ...cell, fontWeight: 600 };

const percent = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 100)} %` : "–");

function SignupsTool() {
  const client = useClient({ apiVersion });
  const [state, setState] = useState<State>({ kind: "loading" });
  const token = client.config().token;

  useEffect(() => {
    const controller = new AbortController();
    fetch("/api/studio/signups", {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: controller.signal,
    })
      .then(async (response) => {
        const body = (await response.json().catch(() => null)) as (SignupsStats & { error?: string }) | null;
        if (!response.ok || !body) {
          setState({ kind: "failed", message: body?.error ?? `The site answered ${response.status}.` });
          return;
        }
        setState({ kind: "loaded", stats: body });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ kind: "failed", message: String(error) });
      });
    return () => controller.abort();
  }, [token]);

  return (
    <div style={page} data-testid="signups-tool">
      <h1 style={{ fontSize: "1.5rem", margin: "0 0 0.5rem" }}>Signups</h1>
      <p style={{ margin: "0 0 1.5rem", opacity: 0.8 }}>
        The early-access wizard&rsquo;s funnel of the last 30 days, per language and campaign: unique visitors at each
        step, from Plausible (no cookies, no personal data).
      </p>
      <Body state={state} />
    </div>
  );
}

function Body({ state }: { state: State }) {
  if (state.kind === "loading") return <p>Loading the last 30 days from Plausible…</p>;
  if (state.kind === "failed") return <p role="alert">The funnel could not be read: {state.message}</p>;
  const { stats } = state;
  if (!stats.configured) return <Setup missing={stats.missing} />;
  if ("error" in stats) return <p role="alert">{stats.error}</p>;
  if (stats.rows.length === 0)
    return (
      <p>
        No funnel events in the last 30 days. Once visitors open the wizard, each step shows here (Plausible needs the
        goals of docs/analytics.md).
      </p>
    );
  return <Funnel rows={stats.rows} generatedAt={stats.generatedAt} />;
}

function Funnel({ rows, generatedAt }: { rows: FunnelRow[]; generatedAt: string }) {
  return (
    <>
      <table style={{ borderCollapse: "collapse", fontVariantNumeric: "tabular-nums" }}>
        <thead>
          <tr>
            <th style={{ ...head, textAlign: "left" }} scope="col">
              Language
            </th>
            <th style={{ ...head, textAlign: "left" }} scope="col">
              Campaign
            </th>
            {FUNNEL_STEPS.map((step) => (
              <th key={step} style={head} scope="col">
                {FUNNEL_GOALS[step]}
              </th>
            ))}
            <th style={head} scope="col">
              Opened → accepted
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.lang} ${row.campaign}`}>
              <th style={{ ...cell, textAlign: "left", fontWeight: 400 }} scope="row">
                {isLang(row.lang) ? LANGUAGE_INFO[row.lang].title : row.lang}
              </th>
              <td style={{ ...cell, textAlign: "left" }}>{row.campaign === "(none)" ? "No campaign" : row.campaign}</td>
              {FUNNEL_STEPS.map((step) => (
                <td key={step} style={cell}>
                  {row.visitors[step]}
                </td>
              ))}
              <td style={cell}>{percent(row.visitors.accepted, row.visitors.opened)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p style={{ marginTop: "1rem", opacity: 0.7, fontSize: "0.875rem" }}>
        Unique visitors per step (Plausible counts a visitor once a day, without cookies). The campaign is the
        visit&rsquo;s last campaign, else its first. Read at {new Date(generatedAt).toLocaleString()}; kept five
        minutes.
      </p>
    </>
  );
}

function Setup({ missing }: { missing: string[] }) {
  return (
    <div>
      <p>
        Plausible&rsquo;s Stats API is not configured on the server ({missing.join(" and ")} unset), so there is no
        funnel to show yet. To see it:
      </p>
      <ol>
        <li>
          Add the site in Plausible (its hosted service, or your own Community Edition) and, in its settings, the goals
          of the funnel: custom events named {FUNNEL_STEPS.map((step) => `“${FUNNEL_GOALS[step]}”`).join(", ")}.
        </li>
        <li>
          On the server, set <code>PLAUSIBLE_DOMAIN</code> to the site&rsquo;s domain as added in Plausible, and for a
          Community Edition <code>PLAUSIBLE_BASE_URL</code> to its address.
        </li>
        <li>
          Create a Stats API key in Plausible (account settings → API keys) and set it as{" "}
          <code>PLAUSIBLE_STATS_API_KEY</code> on the server only: it never reaches the Studio.
        </li>
        <li>Restart the site. The setup, the goals and the funnel are described in docs/analytics.md.</li>
      </ol>
    </div>
  );
}

export const signupsTool: Tool = {
  name: "signups",
  title: "Signups",
  icon: ChartUpwardIcon,
  component: SignupsTool,
};
