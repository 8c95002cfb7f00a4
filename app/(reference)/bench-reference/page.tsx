/** The benchmark's reference page (bench/run.mjs): a heading and nothing else. Not in the sitemap or navigation. */
export default function ReferencePage() {
  return <h1>Reference</h1>;
}
