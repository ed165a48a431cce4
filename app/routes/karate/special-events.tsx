export default function Page() {
  return <h1>special-events</h1>;
}
