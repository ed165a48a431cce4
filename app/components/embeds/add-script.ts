/**
 * Adds an outside script to the head unless it is already there (spec §2: a widget's script is
 * added only if not already present). Returns the script element and whether this call added it.
 */
export function addScriptOnce(src: string): { script: HTMLScriptElement; added: boolean } {
  const present = [...document.scripts].find((script) => script.src === src);
  if (present) return { script: present, added: false };
  const script = document.createElement("script");
  script.src = src;
  script.async = true;
  document.head.append(script);
  return { script, added: true };
}
