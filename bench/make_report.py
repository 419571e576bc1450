#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Turn scripts/bench.sh results into docs/performance.md (and bench/budgets.txt).

usage: make_report.py <results dir> <performance.md> <budgets.txt> <update 0|1> <configs...>
"""
import datetime
import fractions
import json
import math
import os
import re
import sys

results, doc_path, budgets_path, update = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4] == "1"
configs = sys.argv[5:]
here = os.path.dirname(os.path.abspath(__file__))


def read(name):
    path = os.path.join(results, name)
    return open(path).read() if os.path.exists(path) else ""


# ---------------------------------------------------------------- per-core results
def parse_bench(text):
    rows, curve = {}, {}
    for line in text.splitlines():
        f = line.split()
        if len(f) >= 10 and f[0] == "bench":
            rows[f[1]] = dict(min=int(f[3]), median=int(f[5]), max=int(f[7]), stack=int(f[9]))
        elif len(f) == 8 and f[0] in ("row1", "row2", "row3", "loop1"):
            curve.setdefault(f[0], {})[int(f[1])] = int(f[5]) / int(f[3])
        elif len(f) == 4 and f[0] in ("row1_k64", "row1_any"):
            curve.setdefault(f[0], {})[int(f[1])] = int(f[3]) / 100
    return rows, curve


def parse_functions(dis):
    """name -> set of called function names, from objdump -d -C output."""
    calls, cur = {}, None
    for line in dis.splitlines():
        m = re.match(r"^[0-9a-f]+ <(.*)>:$", line)
        if m:
            cur = m.group(1)
            calls[cur] = set()
            continue
        m = re.search(r"\s(?:bl|b|b\.w|b\.n|jal|j)\s+[0-9a-f]+ <(.*)>$", line)  # Arm, RISC-V
        if m and cur and not re.search(r"\+0x[0-9a-f]+$", m.group(1)):
            calls[cur].add(m.group(1))
    return calls


def parse_nm(nm):
    sizes = {}
    for line in nm.splitlines():
        m = re.match(r"^([0-9a-f]+) ([0-9a-f]+) (\w) (.*)$", line)
        if m:
            sizes[m.group(4)] = int(m.group(2), 16)
    return sizes


def code_bytes(wrapper_prefix, sizes, calls):
    """Bytes of the noinline wrapper plus everything it calls out of line."""
    roots = [n for n in sizes if n.startswith(wrapper_prefix)]
    if not roots:
        return None
    seen, todo = set(), [roots[0]]
    while todo:
        n = todo.pop()
        if n in seen:
            continue
        seen.add(n)
        todo.extend(c for c in calls.get(n, ()) if not c.startswith(("bench::", "qnoise_port::")))
    return sum(sizes.get(n, 0) for n in seen)


core = {}
for cfg in configs:
    rows, curve = parse_bench(read(cfg + ".txt"))
    sizes, calls = parse_nm(read(cfg + ".nm")), parse_functions(read(cfg + ".dis"))
    flash = {}
    for name in rows:
        b = code_bytes("bench::" + name + "(", sizes, calls)
        if b is not None:
            flash[name] = b
    for name in ("row1", "row2"):
        b = code_bytes("bench::" + name + "(", sizes, calls)
        if b is not None:
            flash[name] = b
    tables = {k: v for k, v in sizes.items() if k.startswith(("qnoise::perlin_permutation", "qnoise::detail::gradient", "qnoise::detail::quintic_table"))}
    user, _ = parse_bench(read(cfg + ".user.txt"))
    entry = {}
    for line in read(cfg + ".flash.txt").splitlines():
        f = line.split()
        if len(f) == 3 and f[0] == "flash":
            entry[f[1]] = int(f[2])
    base = entry.pop("baseline", None)
    entry_flash = {k: v - base for k, v in entry.items()} if base is not None else {}
    core[cfg] = dict(rows=rows, curve=curve, flash=flash, tables=tables, user=user, entry_flash=entry_flash)

FUNCS = ["perlin1", "perlin2", "perlin3", "perlin1_u8", "perlin2_u8", "perlin3_u8", "perlin1_hash",
         "perlin2_hash", "perlin3_hash", "fade_quintic", "fade_cubic", "fade_cosine", "fade_linear"]
O2 = [c for c in ["m0", "m3", "m4f", "m7", "m23", "m33", "m55", "rv32imc", "rv32imac"] if c in core]
OTHER = [c for c in configs if c not in O2]

# Issue 2 budgets: (config, function, what, limit)
BUDGETS = [("m4f", "perlin1", "instructions", 40), ("m4f", "perlin2", "instructions", 80),
           ("m4f", "perlin3", "instructions", 160), ("m0", "perlin1", "instructions", 60),
           ("m0", "perlin2", "instructions", 120), ("m0", "perlin3", "instructions", 260),
           ("m0-Os", "perlin1", "code bytes", 200), ("m0-Os", "perlin3", "code bytes", 500)]
BUDGETS += [("m4f", "row1_per_sample_x100", "100 x instructions/sample, row of 300, steps 1/64..1", 1200),
            ("m0", "row1_per_sample_x100", "100 x instructions/sample, row of 300, steps 1/64..1", 2000)]
for c in ("m0", "m4f"):
    BUDGETS += [(c, "perlin1", "stack bytes", 48), (c, "perlin2", "stack bytes", 48), (c, "perlin3", "stack bytes", 64)]


def measured(cfg, fn, what):
    if cfg not in core or fn not in core[cfg]["rows"]:
        return None
    if what == "instructions" or what.startswith("100 x"):
        return core[cfg]["rows"][fn]["max"]
    if what == "stack bytes":
        return core[cfg]["rows"][fn]["stack"]
    return core[cfg]["flash"].get(fn)


out = []
w = out.append
now = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
w("# qnoise performance\n")
w("Generated by `scripts/bench.sh` on %s. Do not edit by hand: rerun the script.\n" % now)
w("- Cortex-M compiler: %s; QEMU: %s" % (read("arm-gcc.txt").strip(), read("qemu.txt").strip()))
if read("host-tools.txt"):
    w("- Host: %s" % "; ".join(read("host-tools.txt").split("\n")[:2]).strip("; "))
w("")


# ---------------------------------------------------------------- user level (bench_user)
# (name in bench_user, label, pixels per frame for the fps table, per what)
USER = [("user_fire_strip_x100", "`effects::fire`, 300-LED strip", 300, "LED"),
        ("user_lava_strip_x100", "`fill_strip` lava, 300 LEDs, 1 octave", 300, "LED"),
        ("user_matrix_clouds_x100", "`fill_matrix` clouds, 16x16 rgb888, 3 octaves", 256, "pixel"),
        ("user_oled_clouds_x100", "`effects::clouds`, 128x64 OLED mono1 (ssd1306_pages)", 8192, "pixel"),
        ("user_fbm2", "`fbm(x, y, fractal<4>())`, one call", 1024, "call"),
        ("user_fbm_row2_x100", "`fbm_row(out, 300, x0, 1/16 cell, y, fractal<4>())`", 300, "sample"),
        ("user_loop_strip_x100", "`loop_row(out, 300, 0, 1/20 cell, frame, make_loop(600, 4))`", 300, "LED"),
        ("user_map_ring_x100", "`led::fill_map`, 60-LED ring, 1 octave", 60, "LED"),
        ("user_glass_x100", "`led::effects::stained_glass`, 16x16 rgb888", 256, "pixel"),
        ("user_caustics_x100", "`led::effects::caustics`, 16x16 rgb888", 256, "pixel"),
        ("user_ink_x100", "`led::effects::ink`, 16x16 rgb888", 256, "pixel"),
        ("user_flow_x100", "`led::effects::flow`, 16x16, 32 particles, step + render", 256, "pixel")]
USER_COLS = [("m0", "M0 -O2"), ("m0-Os", "M0 -Os"), ("m0-compact", "M0 compact -Os"), ("m4f", "M4F -O2"), ("m4f-Os", "M4F -Os"),
             ("m3", "M3 -O2"), ("m7", "M7 -O2"), ("m33", "M33 -O2"), ("m55", "M55 -O2"),
             ("rv32imc", "RV32IMC -O2"), ("rv32imac", "RV32IMAC -O2")]
CLOCKS = [("48 MHz M0+", 48e6, "m0"), ("125 MHz RP2040 (M0+)", 125e6, "m0"),
          ("64 MHz nRF52840 (M4F)", 64e6, "m4f"), ("600 MHz Teensy 4 (M7)", 600e6, "m7")]
ENTRIES = [("perlin1", "`perlin(x)`"), ("perlin2", "`perlin(x, y)`"), ("perlin3", "`perlin(x, y, z)`"),
           ("perlin2_u8", "`perlin_u8(x, y)`"), ("perlin2_hash", "`perlin(x, y, integer_hash{seed})`"),
           ("row1", "`perlin_row(out, n, x0, step)` (run-time step)"),
           ("row2", "`perlin_row(out, n, x0, step, y)`"), ("row3", "`perlin_row(out, n, x0, step, y, z)`"),
           ("fbm2", "`fbm(x, y, fractal<4>())`"), ("fill_strip", "`led::fill_strip` (palette lava)"),
           ("fill_matrix", "`led::fill_matrix` (palette clouds)"), ("fire", "`led::effects::fire`"),
           ("clouds", "`led::effects::clouds`"), ("fbm_row2", "`fbm_row(out, n, x0, step, y, fractal<4>())`"),
           ("loop_row", "`loop_row(out, n, x0, step, frame, loop)`"), ("fill_map", "`led::fill_map` (2D map)"),
           ("dither", "`led::dither` (rgb16 -> rgb8)"), ("stained_glass", "`led::effects::stained_glass`"),
           ("caustics", "`led::effects::caustics`"), ("ink", "`led::effects::ink`"),
           ("flow", "`led::effects::flow`")]
FLASH_COLS = [("m0-Os", "M0 -Os"), ("m0-compact", "M0 compact -Os"), ("m0", "M0 -O2"), ("m4f-Os", "M4F -Os"),
              ("m4f", "M4F -O2")]


def user_value(cfg, name):
    """Worst frame per pixel (or worst call), as instructions (float), or None."""
    r = core.get(cfg, {}).get("user", {}).get(name)
    if r is None:
        return None
    return r["max"] / 100 if name.endswith("_x100") else float(r["max"])


def fmt_ipp(v):
    return "" if v is None else ("%.2f" % v if v % 1 else "%d" % v)


def fmt_fps(v):
    return "%.0f" % v if v >= 100 else "%.1f" % v


def user_section():
    cols = [(c, t) for c, t in USER_COLS if core.get(c, {}).get("user")]
    if not cols:
        return
    w("## User-level figures\n")
    w("What firmware really calls, through the public API with the examples' parameters "
      "(`bench/bench_user.cpp`): exact **instruction counts, not cycles** (QEMU `-icount`), for the "
      "whole call divided by its pixels, worst of three frame times (t = 0, 2.69 s, 1 hour); fbm is "
      "one call, worst of 96 points.\n")
    w("| instructions per LED / pixel / call | " + " | ".join(t for _, t in cols) + " |")
    w("| --- | " + " | ".join("---:" for _ in cols) + " |")
    for name, label, _, per in USER:
        w("| %s, per %s | %s |" % (label, per, " | ".join(fmt_ipp(user_value(c, name)) for c, _ in cols)))
    w("")
    stk = [(c, t) for c, t in cols if c in ("m0", "m4f")]
    if stk:
        w("Stack bytes (measured peak, %s): %s.\n" % (" / ".join(t for _, t in stk), "; ".join(
            "%s %s" % (name.replace("user_", "").replace("_x100", ""),
                       " / ".join(str(core[c]["user"][name]["stack"]) if name in core[c]["user"] else "?"
                                  for c, _ in stk))
            for name, _, _, _ in USER)))
    clocks = [(t, hz, c) for t, hz, c in CLOCKS if core.get(c, {}).get("user")]
    if clocks:
        w("### Frames per second (upper bounds)\n")
        w("fps = clock / (instructions per pixel x pixels per frame), with the -O2 counts of the core "
          "named. These are **instruction counts, not cycles**: the figures assume one instruction per "
          "cycle, so they are upper bounds (flash wait states, multi-cycle loads and branches make real "
          "frames slower; nothing else, such as sending the frame, is counted).\n")
        w("| frame | pixels | " + " | ".join(t for t, _, _ in clocks) + " |")
        w("| --- | ---: | " + " | ".join("---:" for _ in clocks) + " |")
        for name, label, pixels, per in USER:
            frame = "fbm, 32x32 calls" if per == "call" else label
            vals = []
            for _, hz, c in clocks:
                v = user_value(c, name)
                vals.append("" if not v else fmt_fps(hz / (v * pixels)))
            w("| %s | %d | %s |" % (frame, pixels, " | ".join(vals)))
        w("")
    fcols = [(c, t) for c, t in FLASH_COLS if core.get(c, {}).get("entry_flash")]
    if fcols:
        w("## Flash per entry point\n")
        w("Bytes of flash (text + rodata + data, `arm-none-eabi-size`) of a program calling ONE public "
          "function with run-time arguments read from volatile memory, minus a baseline program that "
          "calls nothing; both with `-ffunction-sections -fdata-sections -Wl,--gc-sections` "
          "(`bench/flash/flash_entry.cpp`, target `bench_flash`). Tables and libgcc helpers are included, "
          "so entries that share them cost less together than the sum. The framebuffer's format and "
          "layout are run-time values, so `fill_matrix` and `clouds` carry every format and layout.\n")
        w("| entry point | " + " | ".join(t for _, t in fcols) + " |")
        w("| --- | " + " | ".join("---:" for _ in fcols) + " |")
        for e, label in ENTRIES:
            w("| %s | %s |" % (label, " | ".join(str(core[c]["entry_flash"].get(e, "")) for c, _ in fcols)))
        w("")
    if read("loc.txt"):
        w("## Lines of code per folder of lib/\n")
        w("Non-blank lines of the folder's own files (subfolders counted on their own rows).\n")
        w("| folder | files | non-blank lines |")
        w("| --- | ---: | ---: |")
        for line in read("loc.txt").splitlines():
            d, files, lines = line.split()
            w("| `%s` | %s | %s |" % (d, files, lines))
        w("")


user_section()
w("## What the numbers mean\n")
w("- **Instructions per call** are exact guest instruction counts under QEMU `-icount` "
  "(board timer, self-calibrated by `qnoise_port::instruction_counter_self_check`), **not cycles**: "
  "QEMU has no cycle model. One figure = instructions from the function's first instruction to "
  "its return inclusive (a noinline wrapper counted against an identity wrapper of the same "
  "signature); argument set-up and the call are not counted. Inputs come from volatile memory. "
  "Each function runs over a fixed set of inputs (cells positive and negative, fractions in both "
  "halves of the cell); tables give the **max** (the min and median are in `build-bench/results`).")
w("- **Code bytes**: `nm -S` size of the wrapper (the library function inlined into it) plus every "
  "function it calls out of line (`-ffunction-sections`, `--gc-sections`). Tables are listed "
  "separately (shared by all functions).")
w("- **Stack bytes**: measured peak by stack painting, the wrapper's frame included, minus an "
  "identity wrapper's.")
w("- Configs are the superbuild's: `m4f` = Cortex-M4F at `-O2`, `m0-Os` = Cortex-M0 at `-Os`, ...")
w("")

w("## Issue #2 budgets\n")
w("| config | function | what | budget | measured | |")
w("| --- | --- | --- | ---: | ---: | --- |")
for cfg, fn, what, limit in BUDGETS:
    m = measured(cfg, fn, what)
    if m is None:
        continue
    w("| %s | %s | %s | %d | %d | %s |" % (cfg, fn, what, limit, m, "ok" if m <= limit else "**MISS**"))
w("")
w("FastLED 3.10.5 `inoise16` measured the same way at -Os (the anchor): 92 / 199 / 449 "
  "instructions on M4, 98 / 206 / 472 on M0+; flash 1D 262 B, 3D 858 B on M0+.\n")


def table(title, cfgs, value):
    if not cfgs:
        return
    w(title + "\n")
    w("| function | " + " | ".join(cfgs) + " |")
    w("| --- | " + " | ".join("---:" for _ in cfgs) + " |")
    for fn in FUNCS:
        vals = [value(c, fn) for c in cfgs]
        if all(v is None for v in vals):
            continue
        w("| %s | %s |" % (fn, " | ".join("" if v is None else str(v) for v in vals)))
    w("")


table("## Instructions per call, -O2 (max over the input set)", O2, lambda c, f: measured(c, f, "instructions"))
table("## Instructions per call, other optimisation levels", OTHER, lambda c, f: measured(c, f, "instructions"))
table("## Code bytes per function", configs, lambda c, f: core[c]["flash"].get(f))
table("## Stack bytes per call", configs, lambda c, f: measured(c, f, "stack bytes"))
any_cfg = next((c for c in configs if core[c]["tables"]), None)
if any_cfg:
    w("Tables (flash, shared): " + ", ".join("`%s` %d B" % (k, v) for k, v in sorted(core[any_cfg]["tables"].items())) + ".\n")

# ---------------------------------------------------------------- row API
w("## Row API (`qnoise::perlin_row`): instructions per sample\n")
w("A row of 300 samples (worst of three start phases), whole call divided by 300, against the "
  "same 300 samples as per-sample `perlin` calls in a loop (`loop1`). Budget (issue #16, "
  "re-baselined on the portable engine; issue #5's 12 on M4 and 20 on M0 were met by the 1D-row "
  "assembly that issue #16 removed): a row costs no more per sample than the per-sample loop. "
  "Every step runs the same engine: cell by cell under `row_call_step` (arch/arch.hpp), one "
  "`perlin` call per sample from it.\n")
row_cfgs = [c for c in configs if core[c]["curve"].get("row1")]
if row_cfgs:
    steps = sorted(core[row_cfgs[0]]["curve"]["row1"])

    def step_name(s):
        known = {6554: "0.1", 21845: "1/3"}
        if s in known:
            return known[s]
        q = fractions.Fraction(s, 65536)
        return str(q) if q.denominator <= 256 else "%g" % (s / 65536)

    row_cfgs = [c for c in row_cfgs if not c.endswith("-O0")]
    w("1D: `row1` (per-sample `perlin` loop in brackets); instructions per sample.\n")
    w("| step (cells) | " + " | ".join(row_cfgs) + " |")
    w("| --- | " + " | ".join("---:" for _ in row_cfgs) + " |")
    for s in steps:
        cells = ["%.1f (%.1f)" % (core[c]["curve"]["row1"][s], core[c]["curve"].get("loop1", {}).get(s, float("nan")))
                 for c in row_cfgs]
        w("| %s | %s |" % (step_name(s), " | ".join(cells)))
    w("")
    # The sweep of the whole budgeted range: every k/64 cell and 32 steps drawn at random.
    sweep_cfgs = [c for c in row_cfgs if core[c]["curve"].get("row1_k64")]
    if sweep_cfgs:
        w("The whole budgeted range, 1D: every step k/64 cell (k = 1 .. 64) and 32 steps drawn from "
          "[1/64, 1) cell by a fixed LCG (their fractions do not repeat within a row); worst of three "
          "start phases each, instructions per sample. Budget: the per-sample loop's figure (`loop1`).\n")
        w("| config | budget | k/64 steps within budget | worst k/64 step | drawn steps within budget | "
          "drawn steps: median | worst drawn step |")
        w("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
        for c in sweep_cfgs:
            budget = max(core[c]["curve"].get("loop1", {0: 0.0}).values())
            k64, anys = core[c]["curve"]["row1_k64"], core[c]["curve"].get("row1_any", {})
            worst_k = max(k64, key=k64.get)
            ok_k = sum(1 for v in k64.values() if v <= budget)
            vals = sorted(anys.values())
            worst_a = max(anys, key=anys.get) if anys else None
            w("| %s | %g | %d of %d | %.1f at %s | %d of %d | %.1f | %s |" % (
                c, budget, ok_k, len(k64), k64[worst_k], step_name(worst_k),
                sum(1 for v in vals if v <= budget), len(vals), vals[len(vals) // 2] if vals else float("nan"),
                "%.1f at %d/65536" % (anys[worst_a], worst_a) if anys else ""))
        w("")
        over = {c: [k for k in sorted(core[c]["curve"]["row1_k64"])
                    if core[c]["curve"]["row1_k64"][k] > max(core[c]["curve"].get("loop1", {0: 0.0}).values())]
                for c in sweep_cfgs}
        for c in sweep_cfgs:
            if over[c]:
                w("- %s: k/64 steps over budget: %s." % (c, ", ".join(
                    "%s (%.2f)" % (step_name(k), core[c]["curve"]["row1_k64"][k]) for k in over[c])))
        w("")
    for api, intro in (("row2", "2D at fixed y: `perlin_row(out, n, x0, step, y)`; instructions per sample "
                                "(one `perlin(x, y)` call: see perlin2 above).\n"),
                       ("row3", "3D at fixed y and z: `perlin_row(out, n, x0, step, y, z)`; instructions per "
                                "sample (one `perlin(x, y, z)` call: see perlin3 above).\n")):
        w(intro)
        w("| step (cells) | " + " | ".join(row_cfgs) + " |")
        w("| --- | " + " | ".join("---:" for _ in row_cfgs) + " |")
        for s in steps:
            w("| %s | %s |" % (step_name(s), " | ".join("%.1f" % core[c]["curve"].get(api, {}).get(s, float("nan"))
                                                       for c in row_cfgs)))
        w("")
    for c in row_cfgs:
        r = core[c]["rows"]
        if "row1_n0" in r:
            w("- %s: fixed cost of an empty row %d, of a one-sample row %d instructions; stack %d B (1D, "
              "tabulated path), %d B (2D); code %s B (1D), %s B (2D)." % (
                  c, r["row1_n0"]["max"], r["row1_n1"]["max"], r["row1_stack"]["stack"], r["row2_stack"]["stack"],
                  core[c]["flash"].get("row1", "?"), core[c]["flash"].get("row2", "?")))
    w("")

# ---------------------------------------------------------------- host
if read("host-callgrind.txt"):
    w("## Host: qnoise against its peers\n")
    w("Same points for every kernel (uniform in [-256, 256)^3 on the Q16 grid). ns/sample from "
      "Google Benchmark (median of 3 repetitions; timed, machine-dependent: never checked in CI); "
      "instructions/sample from `valgrind --tool=callgrind` on the kernel function only "
      "(deterministic). Accuracy: against a double-precision model — Perlin's 2002 reference for "
      "3D (qnoise uses its permutation and gradients), stb's own algorithm in double for stb, "
      "qnoise's own lattice in double for 1D/2D; in Q16 LSB (1/65536 of the +-1 range).\n")
    ns = {}
    try:
        for b in json.loads(read("host-bench.json"))["benchmarks"]:
            if b.get("aggregate_name") == "median":
                ns[b["run_name"]] = b["ns_per_sample"] * 1e9  # the counter is in seconds
    except (ValueError, KeyError):
        pass
    ir = {}
    for line in read("host-callgrind.txt").splitlines():
        k, total, samples = line.split()
        ir[k] = int(total) / int(samples)
    acc = {}
    for line in read("host-accuracy.txt").splitlines():
        f = line.split()
        acc[f[1]] = (float(f[7]), float(f[9]))
    w("| kernel | ns/sample | instructions/sample | max error (LSB) | RMS error (LSB) |")
    w("| --- | ---: | ---: | ---: | ---: |")
    for k in ir:
        a = acc.get(k)
        w("| %s | %s | %.1f | %s | %s |" % (k, "%.2f" % ns[k] if k in ns else "", ir[k],
                                            "%.2f" % a[0] if a else "", "%.2f" % a[1] if a else ""))
    w("")
    if "qnoise3" in ir and "stb3" in ir:
        w("- 3D: qnoise %.0f vs stb_perlin %.0f instructions/sample: %.2fx (goal: >= 2x fewer)." % (
            ir["qnoise3"], ir["stb3"], ir["stb3"] / ir["qnoise3"]))
    def step_label(step):
        return step.replace("step", "").replace("_", "." if step == "step0_1" else "/")
    row3 = [(step, ir["qnoise_row3_" + step]) for step in ("step1_16", "step0_1", "step1_4", "step1_2", "step3_4", "step2")
            if "qnoise_row3_" + step in ir]
    if row3 and "stb3" in ir:
        w("- 3D rows (`perlin_row(out, n, x0, step, y, z)`), instructions/sample and how many times fewer than "
          "stb_perlin_noise3 per point: %s." % ", ".join(
              "%s cell%s %.1f (%.2fx)" % (step_label(step), "s" if step == "step2" else "", r3, ir["stb3"] / r3) for step, r3 in row3))
        worst = max(row3, key=lambda sr: sr[1])
        w("  Worst of these: %.1f at %s cell, %.2fx fewer than stb_perlin (goal: >= 2x)%s." % (
            worst[1], step_label(worst[0]), ir["stb3"] / worst[1],
            "; at 1/16 cell %.2fx fewer than per-sample qnoise calls" % (ir["qnoise_loop3_step1_16"] / ir["qnoise_row3_step1_16"])
            if "qnoise_loop3_step1_16" in ir and "qnoise_row3_step1_16" in ir else ""))
    row2 = [(step, ir["qnoise_row2_" + step]) for step in ("step1_16", "step1_2", "step2") if "qnoise_row2_" + step in ir]
    if row2 and "qnoise2" in ir:
        w("- 2D rows (`perlin_row(out, n, x0, step, y)`), instructions/sample and how many times fewer than "
          "per-point `perlin(x, y)` calls (%.1f): %s." % (ir["qnoise2"], ", ".join(
              "%s cell%s %.1f (%.2fx)" % (step_label(step), "s" if step == "step2" else "", r2, ir["qnoise2"] / r2)
              for step, r2 in row2)))
    for step in ("step1_16", "step0_1", "step3_4"):
        r, l = ir.get("qnoise_row1_" + step), ir.get("qnoise_loop1_" + step)
        if r and l:
            w("- Row API at %s cell: %.1f vs %.1f instructions/sample per-sample calls: %.2fx (goal: >= 5x)." % (
                step_label(step), r, l, l / r))
    w("")

notes = os.path.join(here, "performance_notes.md")
if os.path.exists(notes):
    w(open(notes).read().rstrip() + "\n")

open(doc_path, "w").write("\n".join(out))

# ---------------------------------------------------------------- budgets
if update:
    lines = ["# Committed instruction/stack budgets for <config>.bench_budgets (bench_core) and",
             "# <config>.bench_user_budgets (bench_user: the user_* names), bench/check_budgets.sh.",
             "# Generated by scripts/bench.sh --update-budgets (last on %s): measured max + 2%% + 1" % now,
             "# (instructions) and measured + 8 (stack bytes). Counts are exact (QEMU -icount), so",
             "# exceeding one is a real regression. Lower them when the code gets faster.",
             "# <config> <name> <max instructions> | <config> <name>.stack <max bytes>"]
    # Configs not run this time keep their budgets (and their place in the file).
    kept, order = {}, []
    if os.path.exists(budgets_path):
        for line in open(budgets_path).read().splitlines():
            f = line.split()
            if f and not line.startswith("#"):
                if f[0] not in order:
                    order.append(f[0])
                kept.setdefault(f[0], []).append(line)
    order += [c for c in configs if c not in order]
    for cfg in order:
        if cfg not in configs:
            lines += kept[cfg]
            continue
        for name, r in list(core[cfg]["rows"].items()) + list(core[cfg]["user"].items()):
            lines.append("%s %s %d" % (cfg, name, math.ceil(r["max"] * 1.02) + 1))
            lines.append("%s %s.stack %d" % (cfg, name, r["stack"] + 8))
    open(budgets_path, "w").write("\n".join(lines) + "\n")
