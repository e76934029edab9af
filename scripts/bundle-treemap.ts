/**
 * `npm run bundle:treemap`: the production build with a treemap of what each chunk holds
 * (dist/app/bundle-treemap.html) — chunks, then packages or app folders, then modules, by
 * rendered size — to see what to move out of the first download (scripts/bundle-budget.ts).
 */
import type { Plugin } from "vite";

export type TreeNode = { name: string; size: number; children?: TreeNode[] };

/** The package of a module in node_modules, or its app folder; its path below that. */
export function moduleGroup(id: string): { group: string; name: string } {
  const clean = id.replace(/\?.*$/, "").replace(/\\/g, "/");
  const inModules = clean.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/);
  if (inModules) return { group: inModules[1] ?? clean, name: inModules[2] ?? clean };
  const inProject = clean.match(/\/((?:app|common)\/.*)\/([^/]+)$/);
  if (inProject) return { group: inProject[1] ?? clean, name: inProject[2] ?? clean };
  return { group: "(other)", name: clean };
}

export function chunkTree(
  chunks: readonly { file: string; modules: Record<string, number> }[],
): TreeNode[] {
  return chunks
    .map((chunk) => {
      const groups = new Map<string, TreeNode[]>();
      for (const [id, size] of Object.entries(chunk.modules)) {
        if (size === 0) continue;
        const { group, name } = moduleGroup(id);
        groups.set(group, [...(groups.get(group) ?? []), { name, size }]);
      }
      const children = [...groups].map(([name, modules]) => ({
        name,
        size: modules.reduce((sum, m) => sum + m.size, 0),
        children: modules.sort((a, b) => b.size - a.size),
      }));
      children.sort((a, b) => b.size - a.size);
      return { name: chunk.file, size: children.reduce((sum, c) => sum + c.size, 0), children };
    })
    .sort((a, b) => b.size - a.size);
}

/** A self-contained page: the data as JSON (with `<` escaped) and a slice-and-dice layout. */
export function treemapHtml(tree: readonly TreeNode[]): string {
  const data = JSON.stringify(tree).replace(/</g, "\\u003c");
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Quorate bundle treemap</title>
<style>body{margin:0;font:12px system-ui}#map{position:relative;width:100vw;height:100vh}
.box{position:absolute;box-sizing:border-box;border:1px solid #fff;overflow:hidden;padding:2px;color:#111}
.d0{background:#c5d8f0}.d1{background:#f3dfb5}.d2{background:#d9ecd0}</style>
<div id="map"></div><script>
const tree=${data};
const map=document.getElementById("map");
function kb(n){return (n/1000).toFixed(1)+" KB"}
function lay(nodes,x,y,w,h,depth){
  const total=nodes.reduce((s,n)=>s+n.size,0)||1;let at=0;
  for(const n of nodes){const f=n.size/total;
    const [bx,by,bw,bh]=depth%2===0?[x+at*w,y,w*f,h]:[x,y+at*h,w,h*f];at+=f;
    const el=document.createElement("div");el.className="box d"+Math.min(depth,2);
    Object.assign(el.style,{left:bx+"px",top:by+"px",width:bw+"px",height:bh+"px"});
    el.title=n.name+" — "+kb(n.size);el.textContent=bw>60&&bh>14?n.name+" "+kb(n.size):"";
    map.appendChild(el);
    if(n.children&&bw>20&&bh>30)lay(n.children,bx+2,by+16,bw-4,bh-18,depth+1);}
}
lay(tree,0,0,innerWidth,innerHeight,0);
</script></html>`;
}

export function bundleTreemap(): Plugin {
  return {
    name: "quorate-bundle-treemap",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === "chunk"
          ? [
              {
                file: output.fileName,
                modules: Object.fromEntries(
                  Object.entries(output.modules).map(([id, m]) => [id, m.renderedLength]),
                ),
              },
            ]
          : [],
      );
      this.emitFile({
        type: "asset",
        fileName: "bundle-treemap.html",
        source: treemapHtml(chunkTree(chunks)),
      });
    },
  };
}
