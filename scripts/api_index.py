#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
# Regenerates docs/api-index.md from the public headers' /// comments. Run from the repository root.
import re,glob,os
def first(c):
    if not c: return ''
    t=' '.join(c)
    m=re.match(r'^(.*?[^.])\.(\s+[A-Z(]|$)',t)
    return (m.group(1) if m else t).strip()
root='lib/include/'
hdrs=sorted(glob.glob(root+'qnoise/*.hpp'))+sorted(glob.glob(root+'qnoise/led/*.hpp'))
out=["# API index","","One line per public entity, grouped by header (namespace `qnoise`, `qnoise::led`,",
"`qnoise::led::effects`). The header comment and each entity's own comment give the",
"Q-format, range and units; this page only says where to look. Generated from the",
"headers' `///` comments by `scripts/api_index.py` (internal `detail` namespaces left out);",
"rerun it after adding a public entity.",""]
declre=re.compile(r'^(?:template <.*>\s*)?(?:\[\[nodiscard\]\]\s*)?(?:static\s+)?(?:inline\s+)?(?:constexpr\s+)?(?:inline\s+)?(?:[\w:<>,\s\*&]+?)\s+[\*&]?(\w+)\s*\(')
for h in hdrs:
    rel=h[len(root):]
    lines=open(h).read().split('\n')
    depth_detail=0; brace=0; detail_at=None
    entries=[]; comment=[]; seen=set()
    i=0
    for idx,l in enumerate(lines):
        st=l.strip()
        if re.match(r'namespace (detail|stops)\s*\{',st) and detail_at is None:
            detail_at=brace
        if st.startswith('///'):
            comment.append(st[3:].strip())
        elif detail_at is None and (l.startswith('struct ') or l.startswith('class ') or l.startswith('enum class ') or l.startswith('inline constexpr ') or l.startswith('using ') or re.match(r'^(template|inline|constexpr|status|q16|std::|bool|rgb8|table8|palette256|framebuffer|void)\b',l)):
            name=None; kind=''
            m=re.match(r'^(?:struct|class|enum class)\s+(\w+)',l)
            if m: name=m.group(1); kind='type'
            m2=re.match(r'^inline constexpr [\w:<>\s]+?\s(\w+)(\[.*\])?\s*=',l)
            if not name and m2: name=m2.group(1); kind='constant'
            if not name and not l.startswith('template'):
                m3=re.search(r'(\w+)\s*\(',l.replace('operator','op_'))
                if m3 and m3.group(1) not in ('static_assert','if','for','return','decltype','sizeof'): name=m3.group(1); kind='function'
            if l.startswith('template'):
                # look at the next line
                nl=lines[idx+1] if idx+1<len(lines) else ''
                m=re.match(r'^(?:struct|class)\s+(\w+)',nl)
                m4=re.match(r'^inline constexpr [\w:<>\s]+?\s(\w+)\s*=',nl)
                if m: name=m.group(1); kind='type'
                elif m4: name=m4.group(1); kind='constant'
                else:
                    m3=re.search(r'(\w+)\s*\(',nl)
                    if m3 and not nl.startswith(' '): name=m3.group(1); kind='function'
                # keep the comment for the next line
                if name:
                    key=(name)
                    desc=first(comment)
                    if key not in seen:
                        seen.add(key); entries.append((name,kind,desc))
                comment=[]
                continue
            if name and not name.startswith('QNOISE'):
                desc=first(comment)
                if name not in seen:
                    seen.add(name); entries.append((name,kind,desc))
                elif desc:
                    pass
            comment=[]
        elif not st.startswith('//'):
            comment=[] if st=='' or not st.startswith('template') else comment
        brace+=l.count('{')-l.count('}')
        if detail_at is not None and brace<=detail_at and '}' in l:
            detail_at=None
    manual={'perlin_derivative2_bound':'bound of each 2D gradient component (Q16, proven)','perlin_derivative3_bound':'bound of each 3D gradient component (Q16, proven)',
      'cubic_fade':'fade tag: smoothstep 3t^2 - 2t^3','cosine_fade':'fade tag: (1 - cos(pi t)) / 2, integer','linear_fade':'fade tag: no fade (lerp)',
      'has_wide_multiply':'whether the target has a 32x32->64 multiply (picks the rounding path; same bits either way)',
      'fractal':'compile-time checked fractal parameters: fractal<Octaves, Lacunarity, Gain>()','value_periodic':'value noise that tiles with the given periods (1D/2D/3D overloads)',
      'perlin2_bound':'proven bound of 2D perlin() output (Q16)','perlin3_bound':'proven bound of 3D perlin() output (Q16)',
      'perlin_u8':'perlin mapped to 0..255 (full scale, 1D/2D/3D)','perlin_permutation':"Ken Perlin's 2002 permutation table (the default lattice)",
      'value_noise':'value noise in 1D/2D/3D on any lattice and interpolation',
      'grey':'palette256: black to white','fire':'palette256: fire gradient map','clouds':'palette256: blue sky to white cloud','marble':'palette256: dark veins in pale stone','wood':'palette256: light and dark wood','candle':'palette256: warm flame colours',
      'bands':'palette256: terrain_bands as hard-edged bands','lava':'palette256: lava16 expanded','ocean':'palette256: ocean16 expanded','forest':'palette256: forest16 expanded','aurora':'palette256: aurora16 expanded','party':'palette256: party16 expanded'}
    if rel.endswith('palette.hpp'):
        entries=[(n,k,(manual.get(n,'') if k=='constant' and n in manual and (not d or d.startswith('Dark veins') or d.startswith('Light and') or d.startswith('Warm') or d.startswith('Blue') or d.startswith('Black, dark') or d.startswith('Black to')) else d)) for n,k,d in entries]
    entries=[(n,k,d if d else manual.get(n,'')) for n,k,d in entries]
    entries=[(n,k,re.split(r':?\s+(?=std::uint8_t |qnoise::led::[a-z_]+ [a-z]|auto fb)',d)[0].rstrip('. ')) for n,k,d in entries]
    out.append(f"## `{rel}`")
    out.append("")
    if rel.endswith('anim_time.hpp'):
        entries+= [('anim_time::from_millis','function','from a millisecond counter: floor(ms * 65536 / 1000) ticks, exact; (ms, loop_ms) loops'),
                   ('anim_time::from_frames','function','from a frame count at fps: floor(frame * 65536 / fps) ticks, exact'),
                   ('anim_time::from_q16','function','from Q16 seconds (negative counts as 0)'),
                   ('anim_time::seconds','function','Q16 seconds modulo 2^32 (wraps every 65,536 s): the t every effect takes'),
                   ('anim_time::phase','function','floor(time x rate) modulo 2^32 from the 64-bit ticks: never jumps while the counter runs'),
                   ('anim_time::ticks','function','1/65536 s ticks since time 0 (64-bit, at most 2^48)')]
    for n,k,d in entries:
        d=d.replace('|','\\|')
        out.append(f"- `{n}`{' ('+k+')' if k!='function' else ''}" + (f" — {d}" if d else ""))
    out.append("")
open('docs/api-index.md','w').write('\n'.join(out))
