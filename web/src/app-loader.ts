// How a page loads the web app's code: after the page has painted, or when the visitor first reaches for it. The build
// puts the app's script tags in an inert <template id="app-scripts"> (nothing in it is fetched) and this script at the
// end of the body; the server allows exactly this script by its hash in the Content-Security-Policy (no other inline
// script runs).
//
// A page the server rendered reads and paints with its HTML alone; its code is fetched and run only once the page's first
// contentful paint is on screen (a PerformanceObserver of paint entries; where there is none, after the next frame),
// so neither the download nor the evaluation of the app stands between the visitor and the page. A page in a
// background tab loads at once, and a paint that does not come within a second is not waited for.
//
// A signed-out visitor's first view drawn whole (the server marks its root with APP_ON_INTENT_ATTRIBUTE: the landing
// page, the directory, the artist pages, the venues, the content pages) waits longer: its links work as links and its
// controls are kept (below), so the app's code is fetched when the visitor first shows they are there: a pointer
// moved or pressed, a touch, a key, a focus, a wheel or a scroll. A visitor who only reads never runs it, and the
// main thread stays free while the page paints and its images decode. A part of the page that goes stale (the artist
// page's supporters, drawn by the server) says when it wants the app to keep it fresh (APP_DUE_ATTRIBUTE): the code is
// fetched then if the visitor has not acted before. A visitor who chose a theme in this browser
// (the app shows their choice in the Theme menu), and a first view drawn in another theme than their system's
// (the server knows it from a client hint, and draws an unknown one light, hidden on a dark system), get the app
// after the paint, as any page.

import { THEME_STORAGE_KEY } from '@oeuvre/contract';
import { APP_DUE_ATTRIBUTE } from './lib/app-due.ts';
import { APP_READY_EVENT } from './lib/app-ready.ts';

/** The id of the template holding the app's `<script>` and `<link rel="modulepreload">` tags. */
export const APP_SCRIPTS_TEMPLATE_ID = 'app-scripts';

/**
 * On a signed-out first view's root: the page needs the app only when the visitor acts (server: first-view.ts), or
 * when a part of it is due (APP_DUE_ATTRIBUTE). A first view drawn without its data has no such mark and loads after
 * its first paint.
 */
export const APP_ON_INTENT_ATTRIBUTE = 'data-app-on-intent';

/**
 * What tells the loader a visitor is there (listened for once, on the window, before the page sees them), separated
 * by spaces: the script splits it in the browser, so the app's bundle, which reads this module, keeps no script text.
 */
export const APP_INTENT_EVENTS = 'pointermove pointerdown touchstart keydown focusin wheel scroll';

/**
 * The inline script: copies the template's tags into the head after the first contentful paint (each once).
 *
 * Until the app has taken over, what the visitor does to a control only the app can answer is kept, not lost: a click
 * on a button (links and the submit button of a form with its own `action` work as plain HTML and are left alone), the
 * submit of a form without an `action`, what is typed into a field and a choice in a select. The first of them starts
 * the app's code at once. When the app announces itself ({@link APP_READY_EVENT}) nothing more is kept (the app answers
 * from then on), and what was kept is played again on the same elements, from the next task on (the app can take over
 * in the middle of an event the visitor's browser is still dispatching: a choice's `input`, with its `change` to come,
 * which the app then answers itself) and each in a task of its own (so the app has drawn one before the next): first
 * the fields as the visitor left
 * them (React sees each as a change), then the clicks and submits in the order they came. Fields first, because what a
 * click or a submit does can change the page's fields (a new search offers other categories).
 */
export const APP_LOADER_SCRIPT =
  '(function(){' +
  `var d=document,t=d.getElementById("${APP_SCRIPTS_TEMPLATE_ID}"),kept=[],kinds=["click","submit","input","change"];` +
  'function load(){if(!t)return;var tags=t.content.children;' +
  'for(var i=0;i<tags.length;i++){var e=tags[i],n=d.createElement(e.localName);' +
  'for(var j=0;j<e.attributes.length;j++)n.setAttribute(e.attributes[j].name,e.attributes[j].value);' +
  'd.head.appendChild(n)}t.remove();t=null}' +
  'function keep(ev){var x=ev.target,el;' +
  'if(ev.type==="click"){el=x.closest&&x.closest("button,[role=button]");' +
  'if(!el||el.disabled||el.hasAttribute("href")||(el.type==="submit"&&el.form&&el.form.hasAttribute("action")))return}' +
  'else if(ev.type==="submit"){if(x.hasAttribute("action"))return;el=x}' +
  'else{if(!/^(input|textarea|select)$/.test(x.localName)||/^(checkbox|radio|file)$/.test(x.type))return;' +
  'var last=kept[kept.length-1];if(last&&last[0]===x)kept.pop();kept.push([x,x.value]);load();return}' +
  'ev.preventDefault();ev.stopPropagation();kept.push([el]);load()}' +
  'function replay(){' +
  'var a=kept.shift();if(!a)return;var el=a[0];setTimeout(replay,0);if(!el.isConnected)return;' +
  'if(a.length<2){if(el.localName==="form")el.requestSubmit();else el.click();return}' +
  'var set=Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el),"value").set;' +
  'el.value=a[1]+" ";set.call(el,a[1]);' +
  'el.dispatchEvent(new Event(el.localName==="select"?"change":"input",{bubbles:true}))}' +
  'kinds.forEach(function(k){d.addEventListener(k,keep,true)});' +
  'function start(){kinds.forEach(function(k){d.removeEventListener(k,keep,true)});' +
  'kept=kept.filter(function(a){return a.length>1}).concat(kept.filter(function(a){return a.length<2}));setTimeout(replay,0)}' +
  `d.addEventListener("${APP_READY_EVENT}",start,{once:true});` +
  `var r=d.getElementById("root"),w=null;try{w=localStorage.getItem("${THEME_STORAGE_KEY}")}catch(e){}` +
  'var m=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";' +
  `if(t&&r&&r.hasAttribute("${APP_ON_INTENT_ATTRIBUTE}")&&w!=="dark"&&w!=="light"&&(r.getAttribute("data-first-view")==="dark"?"dark":"light")===m){` +
  `var intent="${APP_INTENT_EVENTS}".split(" "),o={capture:true,passive:true};` +
  'var go=function(){intent.forEach(function(k){removeEventListener(k,go,o)});load()};' +
  'intent.forEach(function(k){addEventListener(k,go,o)});' +
  `var due=r.querySelector("[${APP_DUE_ATTRIBUTE}]");if(due)setTimeout(go,+due.getAttribute("${APP_DUE_ATTRIBUTE}")||0);return}` +
  'if(!t||d.visibilityState!=="visible"){load();return}' +
  'setTimeout(load,1000);' +
  'try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")>=0){' +
  'new PerformanceObserver(function(list,observer){' +
  'if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(load,0)}' +
  '}).observe({type:"paint",buffered:true});return}}catch(e){}' +
  'requestAnimationFrame(function(){setTimeout(load,0)})' +
  '})()';
