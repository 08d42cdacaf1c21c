import fs from 'node:fs';
const s = JSON.parse(fs.readFileSync('test-results/eval/offline-2026-11-28-held-out-samples.json', 'utf8'));
const tool = process.argv[2];
const items = s.filter((x: any) => x.tool === tool).slice(0, Number(process.argv[3] ?? 30));
for (const x of items) {
  if (tool === 'profile') {
    console.log(`--- ${x.id} score ${x.answer.breakdown ? '' : ''}\nIN : ${String(x.input).slice(0, 260).replace(/\n/g, ' / ')}\nEDITS: ${(x.answer.edits ?? []).map((e: any) => `${e.kind}:${e.from}->${e.to}`).join(' | ').slice(0, 300)}\nFILL: ${(x.answer.improvedBio.match(/[^.!?]*\[[^\]]*\][^.!?]*[.!?]?/g) ?? []).join(' ')}\nSUG: ${x.answer.suggestions.map((g: any) => g.message).join(' || ').slice(0, 400)}`);
  } else if (tool === 'dateIdeas') {
    console.log(`--- ${x.id} | ${x.input.interests} | ${x.input.budget} ${x.input.activityType} ${x.input.location}`);
    for (const i of x.answer.dateIdeas) console.log(`   ${i.budget} ${i.title} :: ${i.description.slice(0, 140)}`);
  } else {
    console.log(`--- ${x.id}: ${String(x.input.matchInfo ?? JSON.stringify(x.input)).slice(0, 200)}`);
    for (const m of x.answer.messages ?? []) console.log(`   > ${m.text ?? m}`);
  }
}
