/// The map page served at `/`: one self-contained HTML document (styles and script inline, nothing fetched
/// from elsewhere) that draws the venue's floors from `/venues/{id}/floors/{floor}.geojson` and asks the
/// API for places (`/locate`) and routes (`/route`).
///
/// What it does: a floor switcher (buttons, or a list by building beyond 8 floors; `[` and `]` or Page Up/Down), click a point to see the space
/// holding it (name, kind, id, floor), search a place by name (`/` focuses the search), a start and a
/// destination routed with the chosen profile (each floor's leg drawn on its floor, with instructions,
/// distance, duration and the inferred elements the route relies on highlighted), and a toggle that shows
/// every inferred element of the floor (what `check` lists). All controls are native, so the page is used
/// with the keyboard alone; under 700 px wide the panel goes below the map.
///
/// For tests, the page publishes its state as JSON in `<pre id="state">` and runs a scenario given in its
/// URL fragment: `#scenario&venue=<id>&floor=<ref>&click=<space name>&inferred=1&from=<place>&to=<place>`
/// (steps in that order; `done` is true in the state when they are over). `?venue=<id>` opens that venue.
enum ServeMapPage {
    /// The page.
    static let html = #"""
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
        <title>indoor</title>
        <style>
        :root{font:15px/1.35 system-ui,sans-serif;color:#1b1f24;background:#f4f5f7}
        body{margin:0;display:flex;flex-direction:column;height:100vh}
        header{display:flex;flex-wrap:wrap;gap:.4rem;align-items:center;padding:.4rem .6rem;background:#fff;border-bottom:1px solid #d5d9de}
        header h1{font-size:1rem;margin:0 .4rem 0 0}
        main{flex:1;display:flex;min-height:0}
        #mapwrap{flex:1;position:relative;min-width:0}
        svg#map{width:100%;height:100%;display:block;background:#fbfbfc;touch-action:manipulation}
        aside{width:22rem;overflow:auto;background:#fff;border-left:1px solid #d5d9de;padding:.6rem}
        @media (max-width:700px){main{flex-direction:column}aside{width:auto;border-left:0;border-top:1px solid #d5d9de;max-height:45vh}}
        #floors button{min-width:2.4rem}
        button,input,select{font:inherit;padding:.25rem .45rem}
        button[aria-pressed=true]{background:#1f6feb;color:#fff;border:1px solid #1f6feb}
        :focus-visible{outline:3px solid #f0a000;outline-offset:1px}
        .space{stroke:#8a939e;stroke-width:.6;vector-effect:non-scaling-stroke}
        .room{fill:#e8ecf2}.hallway{fill:#fff}.area{fill:#eef6ea}.outdoor{fill:#e3efd9}.other{fill:#eceae4}
        .space.restricted{fill:#f3e1e1}.space.sel{fill:#ffd866;stroke:#b07d00;stroke-width:2}
        .door{stroke:#fbfbfc;stroke-width:2.5;vector-effect:non-scaling-stroke}
        .door.inf{stroke:#d03fd0}
        .conn{fill:#5b6b7f}
        .inferred{fill:#d03fd0;stroke:#fff;stroke-width:1;vector-effect:non-scaling-stroke;display:none}
        .showinf .inferred,.inferred.used{display:inline}
        .inferred.used{fill:#ff2d95;stroke:#000;stroke-width:2}
        .leg{fill:none;stroke:#1f6feb;stroke-width:4;stroke-linecap:round;stroke-linejoin:round;vector-effect:non-scaling-stroke}
        .start{fill:#1a7f37}.end{fill:#cf222e}.change{fill:#8250df}
        .label{font-size:10px;fill:#4b5563;pointer-events:none;text-anchor:middle}
        #info h2,#routeinfo h2{font-size:1rem;margin:.3rem 0}
        #error{color:#b42318}
        dl{display:grid;grid-template-columns:auto 1fr;gap:.1rem .6rem;margin:.2rem 0}dt{color:#57606a}dd{margin:0;word-break:break-all}
        ol{padding-left:1.3rem;margin:.3rem 0}
        #state{display:none}
        .sr{position:absolute;left:-9999px}
        </style></head>
        <body>
        <header>
        <h1>indoor</h1>
        <label class="sr" for="venue">Venue</label><select id="venue"></select>
        <span id="floors" role="group" aria-label="Floors"></span>
        <label class="sr" for="search">Search a place</label><input id="search" list="names" placeholder="Search a place (/)" size="16">
        <form id="routeform"><label class="sr" for="from">Start</label><input id="from" list="names" placeholder="Start" size="12" required>
        <label class="sr" for="to">Destination</label><input id="to" list="names" placeholder="Destination" size="12" required>
        <label class="sr" for="profile">Profile</label><select id="profile"><option value="default">walking</option><option value="accessible">step-free</option></select>
        <button id="go">Route</button></form>
        <label><input type="checkbox" id="showinf"> inferred</label>
        <datalist id="names"></datalist>
        </header>
        <main><div id="mapwrap"><svg id="map" role="img" aria-label="Floor map"></svg></div>
        <aside aria-live="polite"><p id="error"></p><section id="info"><p>Click the map to see which space holds a point.</p></section><section id="routeinfo"></section></aside></main>
        <pre id="state"></pre>
        <script>
        "use strict";
        const $=s=>document.querySelector(s),NS="http://www.w3.org/2000/svg";
        const S={venue:null,venues:[],maps:[],floor:0,selected:null,route:null,error:null,done:false,names:new Map()};
        let T=null;
        function esc(t){return String(t??"").replace(/[&<>"]/g,c=>({"&":"&amp;","<":"&lt;",">":"&gt;",'"':"&quot;"}[c]))}
        async function api(p){const r=await fetch(p);const j=await r.json();if(!r.ok)throw new Error(j.error||("HTTP "+r.status));return j}
        function q(o){return Object.entries(o).map(([k,v])=>encodeURIComponent(k)+"="+encodeURIComponent(v)).join("&")}
        function floorObj(){return S.venue.floors[S.floor]}
        function publish(){const r=S.route&&S.route.summary;$("#state").textContent=JSON.stringify({venue:S.venue&&S.venue.id,floor:S.venue&&floorObj().id,floorName:S.venue&&floorObj().name,
          selected:S.selected,route:r?{from:r.from,to:r.to,distance:r.distance,duration:r.duration,instructions:r.instructions.length,
          floors:S.route.features.filter(f=>f.geometry.type=="LineString").map(f=>f.properties.floor),inferred:r.inferred.map(e=>e.id),drawnLegs:document.querySelectorAll(".leg").length,
          usedInferredDrawn:document.querySelectorAll(".inferred.used").length,inferredFloors:[...new Set(S.maps.flatMap((m,k)=>m.features.some(f=>f.properties.layer=="inferred"&&r.inferred.some(e=>e.id==f.properties.id))?[S.venue.floors[k].id]:[]))]}:null,
          showInferred:$("#showinf").checked,error:S.error,done:S.done})}
        function fail(e){S.error=String(e.message||e);$("#error").textContent=S.error;publish()}
        async function init(){try{S.venues=await api("/venues");$("#venue").innerHTML=S.venues.map((v,i)=>`<option value="${i}">${esc(v.name)} (${esc(v.id)})</option>`).join("");
          const want=new URLSearchParams(location.search).get("venue")||new URLSearchParams(location.hash.slice(1)).get("venue"),i=Math.max(0,S.venues.findIndex(v=>v.id==want));
          $("#venue").value=i;await pickVenue(i)}catch(e){fail(e)}runScenario()}
        async function pickVenue(i){S.venue=S.venues[i];S.route=null;S.selected=null;
          S.maps=await Promise.all(S.venue.floors.map(f=>api(`/venues/${encodeURIComponent(S.venue.id)}/floors/${encodeURIComponent(f.id)}.geojson`)));
          S.names=new Map();S.maps.forEach((m,k)=>m.features.forEach(f=>{const p=f.properties;if(p.layer=="space"&&p.name&&!S.names.has(p.name))S.names.set(p.name,{floor:k,p})}));
          $("#names").innerHTML=[...S.names.keys()].sort().map(n=>`<option value="${esc(n)}">`).join("");
          const fl=S.venue.floors;if(fl.length>8){const groups=new Map();fl.forEach((f,k)=>{const b=f.building||"";if(!groups.has(b))groups.set(b,[]);groups.get(b).push(k)});
            $("#floors").innerHTML=`<label class="sr" for="floorsel">Floor</label><select id="floorsel">${[...groups].map(([b,ks])=>`<optgroup label="${esc(b||"Outdoors")}">${ks.sort((x,y)=>fl[y].ordinal-fl[x].ordinal).map(k=>`<option value="${k}">${esc((b?b+": ":"")+fl[k].name)}</option>`).join("")}</optgroup>`).join("")}</select>`;
            $("#floorsel").onchange=e=>showFloor(+e.target.value)}
          else $("#floors").innerHTML=fl.map((f,k)=>`<button type="button" data-k="${k}" title="${esc((f.building?f.building+": ":"")+f.name)}">${esc(f.name.length>24?f.name.slice(0,22)+"…":f.name)}</button>`).join("");
          let best=0;S.maps.forEach((m,k)=>{if(m.features.length>S.maps[best].features.length)best=k});showFloor(best)}
        function showFloor(k){S.floor=Math.max(0,Math.min(S.venue.floors.length-1,k));document.querySelectorAll("#floors button").forEach(b=>b.setAttribute("aria-pressed",b.dataset.k==S.floor));if($("#floorsel"))$("#floorsel").value=S.floor;draw();publish()}
        function fit(fs){let a=1/0,b=1/0,c=-1/0,d=-1/0;const see=p=>{a=Math.min(a,p[0]);b=Math.min(b,p[1]);c=Math.max(c,p[0]);d=Math.max(d,p[1])};
          fs.forEach(f=>{const g=f.geometry;if(g.type=="Polygon")g.coordinates.forEach(r=>r.forEach(see))});if(!isFinite(a)){a=b=0;c=d=1e-4}
          const k=Math.cos((b+d)/2*Math.PI/180),w=Math.max((c-a)*k,1e-9),h=Math.max(d-b,1e-9),s=1000/Math.max(w,h);
          T={x:p=>((p[0]-a)*k)*s+20,y:p=>(d-p[1])*s+20,lon:x=>(x-20)/s/k+a,lat:y=>d-(y-20)/s,w:w*s+40,h:h*s+40}}
        function pts(r){return r.map(p=>T.x(p).toFixed(2)+","+T.y(p).toFixed(2)).join(" ")}
        function el(t,a,parent){const e=document.createElementNS(NS,t);for(const k in a)e.setAttribute(k,a[k]);parent.appendChild(e);return e}
        function draw(){const m=S.maps[S.floor],svg=$("#map");svg.innerHTML="";fit(m.features);svg.setAttribute("viewBox",`0 0 ${T.w.toFixed(1)} ${T.h.toFixed(1)}`);
          svg.classList.toggle("showinf",$("#showinf").checked);const used=new Set(S.route?S.route.summary.inferred.map(e=>e.id):[]);const g=el("g",{},svg),lab=el("g",{},svg);
          for(const f of m.features){const p=f.properties,geo=f.geometry;
            if(p.layer=="space"){const kind=["room","hallway","area","outdoor"].includes(p.kind)?p.kind:"other";
              const e=el("path",{d:geo.coordinates.map(r=>"M"+pts(r)+"Z").join(""),class:`space ${kind}${p.restricted?" restricted":""}${S.selected&&S.selected.id==p.id?" sel":""}`,"fill-rule":"evenodd","data-id":p.id},g);
              el("title",{},e).textContent=p.name||p.kind;
              if(p.name&&p.kind=="room"){const t=el("text",{x:T.x(p.label),y:T.y(p.label),class:"label"},lab);t.textContent=p.name}}
            else if(p.layer=="door")el("polyline",{points:pts(geo.coordinates),class:"door"+(p.inferred?" inf":"")},g);
            else if(p.layer=="connection")el("circle",{cx:T.x(geo.coordinates),cy:T.y(geo.coordinates),r:4,class:"conn"},g);
            else if(p.layer=="inferred"){const c=el("circle",{cx:T.x(geo.coordinates),cy:T.y(geo.coordinates),r:used.has(p.id)?7:5,class:"inferred"+(used.has(p.id)?" used":""),"data-id":p.id},lab);
              el("title",{},c).textContent=p.kind+": "+p.message}}
          if(S.route){const fid=floorObj().id;for(const f of S.route.features){const p=f.properties,geo=f.geometry;
            if(geo.type=="LineString"&&p.floor==fid)el("polyline",{points:pts(geo.coordinates),class:"leg"},lab);
            if(geo.type=="MultiPoint"){if(p.fromFloor==fid)el("circle",{cx:T.x(geo.coordinates[0]),cy:T.y(geo.coordinates[0]),r:6,class:"change"},lab);
              if(p.toFloor==fid)el("circle",{cx:T.x(geo.coordinates[geo.coordinates.length-1]),cy:T.y(geo.coordinates[geo.coordinates.length-1]),r:6,class:"change"},lab)}}
            const legs=S.route.features.filter(f=>f.geometry.type=="LineString");
            if(legs.length){const a=legs[0],b=legs[legs.length-1];
              if(a.properties.floor==fid)el("circle",{cx:T.x(a.geometry.coordinates[0]),cy:T.y(a.geometry.coordinates[0]),r:7,class:"start"},lab);
              const e=b.geometry.coordinates[b.geometry.coordinates.length-1];if(b.properties.floor==fid)el("circle",{cx:T.x(e),cy:T.y(e),r:7,class:"end"},lab)}}}
        function showInfo(){const s=S.selected;$("#info").innerHTML=s?`<h2>${esc(s.name||s.kind)}</h2><dl><dt>name</dt><dd>${esc(s.name||"—")}</dd><dt>kind</dt><dd>${esc(s.kind)}</dd><dt>id</dt><dd>${esc(s.id)}</dd><dt>floor</dt><dd>${esc(s.floorName)}</dd>${s.status?`<dt>status</dt><dd>${esc(s.status)}</dd>`:""}</dl>
          <button type="button" id="asfrom">Start here</button> <button type="button" id="asto">Go here</button>`:"<p>No space holds that point.</p>";
          if(s){$("#asfrom").onclick=()=>{$("#from").value=s.name||s.id};$("#asto").onclick=()=>{$("#to").value=s.name||s.id;$("#from").value?route():$("#from").focus()}}}
        async function clickAt(x,y){const lon=T.lon(x),lat=T.lat(y),f=floorObj();S.error=null;$("#error").textContent="";
          try{const r=await api(`/locate?${q({venue:S.venue.id,lon:lon.toFixed(9),lat:lat.toFixed(9),floor:f.id})}`);
            const s=r.space||r.nearest;S.selected=s?{id:s.id,name:s.names[0]||null,kind:s.kind,floor:r.floor.id,floorName:r.floor.name,status:r.status}:null}catch(e){fail(e)}
          showInfo();draw();publish()}
        function select(name){const hit=S.names.get(name);if(!hit)return fail(new Error(`no place named '${name}'`));const p=hit.p,f=S.venue.floors[hit.floor];
          S.selected={id:p.id,name:p.name,kind:p.kind,floor:f.id,floorName:f.name};showInfo();showFloor(hit.floor)}
        async function route(){S.error=null;$("#error").textContent="";try{
          S.route=await api(`/route?${q({venue:S.venue.id,from:$("#from").value,to:$("#to").value,profile:$("#profile").value})}`)}catch(e){S.route=null;fail(e)}
          showRoute();const first=S.route&&S.route.features.find(f=>f.geometry.type=="LineString");
          if(first){const k=S.venue.floors.findIndex(f=>f.id==first.properties.floor);showFloor(k)}else{draw();publish()}}
        function showRoute(){const r=S.route;if(!r){$("#routeinfo").innerHTML="";return}const s=r.summary;
          const legs=r.features.filter(f=>f.geometry.type=="LineString").map(f=>{const k=S.venue.floors.findIndex(x=>x.id==f.properties.floor);const fo=S.venue.floors[k]||{};return `<li><button type="button" data-k="${k}">${esc((fo.building?fo.building+": ":"")+f.properties.floorName)}</button> ${f.properties.distance.toFixed(0)} m</li>`}).join("");
          $("#routeinfo").innerHTML=`<h2>${esc(s.from)} → ${esc(s.to)}</h2><p>${s.distance.toFixed(0)} m, ${Math.floor(s.duration/60)} min ${Math.round(s.duration%60)} s (${esc(s.profile)})</p>
          <h2>Floors</h2><ol id="legs">${legs}</ol><h2>Instructions</h2><ol>${s.instructions.map(i=>`<li>${esc(i)}</li>`).join("")}</ol>
          <h2>Inferred elements used</h2>${s.inferred.length?`<ul>${s.inferred.map(e=>`<li><b>${esc(e.kind)}</b> ${esc(e.message)}</li>`).join("")}</ul>`:"<p>None: the route uses only what the source draws.</p>"}`;
          document.querySelectorAll("#legs button").forEach(b=>b.onclick=()=>showFloor(+b.dataset.k))}
        $("#floors").addEventListener("click",e=>{const b=e.target.closest("button");if(b)showFloor(+b.dataset.k)});
        $("#venue").onchange=e=>pickVenue(+e.target.value).catch(fail);
        $("#showinf").onchange=()=>{draw();publish()};
        $("#search").onchange=e=>{if(e.target.value)select(e.target.value)};
        $("#routeform").onsubmit=e=>{e.preventDefault();route()};
        $("#map").addEventListener("click",e=>{const m=$("#map").getScreenCTM();if(!m)return;const p=new DOMPoint(e.clientX,e.clientY).matrixTransform(m.inverse());S.pending=clickAt(p.x,p.y)});
        document.addEventListener("keydown",e=>{if(e.target.matches("input,select"))return;
          if(e.key=="]"||e.key=="PageUp")showFloor(S.floor+1);else if(e.key=="["||e.key=="PageDown")showFloor(S.floor-1);
          else if(e.key=="/"){e.preventDefault();$("#search").focus()}else if(e.key=="Escape"){S.selected=null;showInfo();draw();publish()}});
        async function runScenario(){const h=new URLSearchParams(location.hash.slice(1));if(!h.has("scenario")){publish();return}
          try{if(h.get("floor")){const r=h.get("floor"),k=S.venue.floors.findIndex(f=>f.id==r||f.name==r);if(k<0)throw new Error(`no floor '${r}'`);showFloor(k)}
            if(h.get("click")){const n=h.get("click"),f=S.maps[S.floor].features.find(f=>f.properties.layer=="space"&&f.properties.name==n);
              if(!f)throw new Error(`no space '${n}' on this floor`);const p=f.properties.label,m=$("#map").getScreenCTM(),c=new DOMPoint(T.x(p),T.y(p)).matrixTransform(m);
              $("#map").dispatchEvent(new MouseEvent("click",{clientX:c.x,clientY:c.y,bubbles:true}));await S.pending}
            if(h.get("inferred"))$("#showinf").checked=true;
            if(h.get("from")&&h.get("to")){$("#from").value=h.get("from");$("#to").value=h.get("to");await route()}}catch(e){fail(e)}
          S.done=true;draw();publish()}
        init();
        </script></body></html>
        """#
}
