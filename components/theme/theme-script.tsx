import { THEME_STORAGE_KEY } from "@/lib/theme";

// Runs before first paint, ahead of next-themes' own script: a stored value other than
// light or dark becomes light, so no unknown class reaches <html>.
const script = `try{var k=${JSON.stringify(THEME_STORAGE_KEY)},v=localStorage.getItem(k);if(v!==null&&v!=="light"&&v!=="dark")localStorage.setItem(k,"light")}catch(e){}`;

export function ThemeScript() {
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
