// Runs in <head> before the page is shown. On a slow phone the page is shown before its async
// scripts have arrived and run (docs/decisions/0036-light-pages-and-hydration.md), so for a moment a button is drawn but not yet wired: a tap on it did nothing, and a
// form sent with Enter or its button went to the browser, which sent the fields in the address
// (a name and an e-mail in a GET to the page itself). Until the page is ready, the last such
// action is held instead: a click on a button, or the sending of a form that only scripts
// handle (a form with its own `action`, like the not-found page's search, is sent as usual). Once
// the page has hydrated, `AppProviders` calls `__releaseEarlyActions`, which does it again.
// Left alone: links and buttons that open the browser's own popovers (the mobile menu) work
// without scripts, and fields keep what was entered (docs/decisions/0036-light-pages-and-hydration.md).
const script = `(function(){var w=window,held=null,ready=false;
function hold(e,action){e.preventDefault();e.stopImmediatePropagation();held=action}
document.addEventListener("submit",function(e){var form=e.target;if(!ready&&!form.hasAttribute("action"))hold(e,{form:form,submitter:e.submitter})},true);
document.addEventListener("click",function(e){if(ready||!e.target.closest)return;var b=e.target.closest("button");if(!b||b.disabled||b.hasAttribute("popovertarget")||(b.form&&b.type==="submit"))return;hold(e,{button:b})},true);
w.__releaseEarlyActions=function(){if(ready)return;ready=true;var a=held;held=null;if(!a)return;
if(a.button){if(a.button.isConnected)a.button.click();return}
if(!a.form.isConnected)return;var s=a.submitter&&a.submitter.isConnected&&a.submitter.form===a.form?a.submitter:null;s?a.form.requestSubmit(s):a.form.requestSubmit()}})()`;

export function EarlyActionsScript() {
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
