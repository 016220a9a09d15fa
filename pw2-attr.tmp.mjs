import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
const file = process.argv[2];
const map = JSON.parse(readFileSync(file + '.map', 'utf8'));
const code = readFileSync(file, 'utf8');
// decode VLQ mappings, attribute each generated segment's chars to its source
const B='ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const dec=(s)=>{const r=[];let v=0,sh=0;for(const c of s){let d=B.indexOf(c);const cont=d&32;d&=31;v+=d<<sh;if(cont){sh+=5}else{const neg=v&1;v>>=1;r.push(neg?-v:v);v=0;sh=0}}return r};
const lines=code.split('\n');const per={};let src=0;
map.mappings.split(';').forEach((line,li)=>{let col=0;const segs=line?line.split(','):[];const arr=[];for(const s of segs){const d=dec(s);col+=d[0];if(d.length>1)src+=d[1];arr.push([col,d.length>1?src:-1]);if(d.length>=4){}}
for(let i=0;i<arr.length;i++){const [c,s]=arr[i];const end=i+1<arr.length?arr[i+1][0]:lines[li].length;const text=lines[li].slice(c,end);const k=s<0?'?':map.sources[s];(per[k]??=[]).push(text)}});
const rows=Object.entries(per).map(([k,v])=>[k,v.join('').length,gzipSync(v.join('')).length]).sort((a,b)=>b[1]-a[1]);
for(const r of rows)console.log(String(r[1]).padStart(7),String(r[2]).padStart(6),r[0]);
