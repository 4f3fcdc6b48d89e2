import { SYSTEM_DARK_QUERY, THEME_STORAGE_KEY } from "@/lib/theme";

// Runs in <head> before first paint: puts the theme's class on <html>, so the page is painted in
// it from the start and nothing has to change once React has hydrated. The theme is the one the
// visitor chose (stored), else the device's dark setting; a stored value other than light or dark
// is no choice, and is removed, so no unknown class reaches <html>.
const script = `(function(){var t;try{var k=${JSON.stringify(THEME_STORAGE_KEY)},v=localStorage.getItem(k);if(v==="dark"||v==="light")t=v;else if(v!==null)localStorage.removeItem(k)}catch(e){}if(!t)t=window.matchMedia&&matchMedia(${JSON.stringify(SYSTEM_DARK_QUERY)}).matches?"dark":"light";document.documentElement.classList.add(t)})()`;

export function ThemeScript() {
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
