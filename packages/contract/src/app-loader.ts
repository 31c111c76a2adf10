// How a page loads the web app's code: after the page has painted. The build puts the app's script tags in an
// inert <template id="app-scripts"> (nothing in it is fetched) and this script at the end of the body; the server
// allows exactly this script by its hash in the Content-Security-Policy (no other inline script runs).
//
// A page the server rendered reads and paints with its HTML alone; its code is fetched and run only once the page's first
// contentful paint is on screen (a PerformanceObserver of paint entries; where there is none, after the next frame),
// so neither the download nor the evaluation of the app stands between the visitor and the page. A page in a
// background tab loads at once, and a paint that does not come within a second is not waited for.

/** The id of the template holding the app's `<script>` and `<link rel="modulepreload">` tags. */
export const APP_SCRIPTS_TEMPLATE_ID = 'app-scripts';

/** The inline script: copies the template's tags into the head after the first contentful paint (each once). */
export const APP_LOADER_SCRIPT =
  '(function(){' +
  `var t=document.getElementById("${APP_SCRIPTS_TEMPLATE_ID}");` +
  'function load(){if(!t)return;var tags=t.content.children;' +
  'for(var i=0;i<tags.length;i++){var e=tags[i],n=document.createElement(e.localName);' +
  'for(var j=0;j<e.attributes.length;j++)n.setAttribute(e.attributes[j].name,e.attributes[j].value);' +
  'document.head.appendChild(n)}t.remove();t=null}' +
  'if(!t||document.visibilityState!=="visible"){load();return}' +
  'setTimeout(load,1000);' +
  'try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")>=0){' +
  'new PerformanceObserver(function(list,observer){' +
  'if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(load,0)}' +
  '}).observe({type:"paint",buffered:true});return}}catch(e){}' +
  'requestAnimationFrame(function(){setTimeout(load,0)})' +
  '})()';
