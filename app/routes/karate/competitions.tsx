export default function Page() {
  return <h1>competitions</h1>;
}
