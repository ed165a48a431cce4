export default function Page() {
  return <h1>events</h1>;
}
