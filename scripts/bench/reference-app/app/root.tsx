import { Links, Meta, Outlet, Scripts } from "react-router";

// The least a React Router document carries: the head tags, the route's content and the scripts
// that hydrate it. No stylesheet, no font, no loader. The empty icon keeps the browser from
// asking for /favicon.ico, which this app does not have.

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="data:," />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}
