import type { MetaFunction } from "react-router";

export const meta: MetaFunction = () => [
  { title: "Reference page" },
  {
    name: "description",
    content:
      "A heading and a paragraph, rendered and hydrated by React Router: the benchmark's reference.",
  },
];

export default function Home() {
  return (
    <main>
      <h1>Reference page</h1>
      <p>
        A heading and a paragraph, prerendered on the server and hydrated in the browser by React
        Router: what the site's stack costs at the least.
      </p>
    </main>
  );
}
