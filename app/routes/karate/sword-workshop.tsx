export default function Page() {
  return <h1>sword-workshop</h1>;
}
