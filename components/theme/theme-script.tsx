import { THEME_STORAGE_KEY } from "@/lib/theme";

// Runs in <head> before first paint: puts the stored theme's class on <html>, so the page is
// painted in it from the start and nothing has to change once React has hydrated. A stored
// value other than light or dark becomes light, so no unknown class reaches <html>.
const script = `(function(){var t="light";try{var k=${JSON.stringify(THEME_STORAGE_KEY)},v=localStorage.getItem(k);if(v==="dark")t=v;else if(v!==null&&v!=="light")localStorage.setItem(k,t)}catch(e){}document.documentElement.classList.add(t)})()`;

export function ThemeScript() {
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
