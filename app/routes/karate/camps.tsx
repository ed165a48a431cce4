export default function Page() {
  return <h1>camps</h1>;
}
