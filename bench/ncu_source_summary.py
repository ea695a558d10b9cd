"""Where a kernel's warps wait, per SASS instruction: a summary of Nsight Compute's source page
(``ncu -i REPORT --page source --print-source sass --csv``, a report taken with
``--section SourceCounters``).  Prints the kernel's name, its warp-stall samples and executed warp
instructions, then each instruction holding at least --min-share of the samples or a tensor-core,
mbarrier, TMA or dependency-barrier instruction executed at least --min-executed times (the main
loop's), with its samples, executions and stall reasons.  What to read before guessing
(docs/journal.md, run 42: the 64x64 tile's k-step was its barrier round trip and scalar chain,
not the wgmma).

    python3 bench/ncu_source_summary.py SOURCE.csv [--min-share 0.01] [--min-executed 1000]

bench/device_run.sh --ncu-source writes SOURCE.csv and this summary on the device machine.
"""

from __future__ import annotations

import argparse
import csv
import sys
from dataclasses import dataclass

SAMPLES = "Warp Stall Sampling (All Samples)"
EXECUTED = "Instructions Executed"
# the main loop's instructions worth seeing even with few samples
WATCHED = ("GMMA", "SYNCS", "UTMA", "DEPBAR", "LDGSTS", "BAR.")


@dataclass(frozen=True)
class Row:
    address: str
    source: str
    samples: int
    executed: int
    stalls: dict          # stall reason -> samples


@dataclass(frozen=True)
class Page:
    kernel: str
    rows: list


def _int(text: str) -> int:
    text = (text or "").replace(",", "").strip()
    return int(text) if text.isdigit() else 0


def read_page(lines) -> Page:
    """The kernel's name and its instruction rows from a source-page CSV: a first line
    ``"Kernel Name","<name>"``, then the header and one row per instruction."""
    table = list(csv.reader(lines))
    if len(table) < 2 or not table[0] or table[0][0] != "Kernel Name":
        raise ValueError("not an ncu source page: the first line is not \"Kernel Name\",...")
    header = table[1]
    missing = [c for c in ("Address", "Source", SAMPLES, EXECUTED) if c not in header]
    if missing:
        raise ValueError(f"the source page lacks {missing} (take the report with --section SourceCounters)")
    at = {name: header.index(name) for name in ("Address", "Source", SAMPLES, EXECUTED)}
    reasons = [(i, name[len("stall_"):]) for i, name in enumerate(header)
               if name.startswith("stall_") and "(Not Issued)" not in name]
    rows = []
    for cells in table[2:]:
        if len(cells) < len(header):
            continue
        stalls = {reason: _int(cells[i]) for i, reason in reasons if _int(cells[i])}
        rows.append(Row(cells[at["Address"]], cells[at["Source"]].strip(), _int(cells[at[SAMPLES]]),
                        _int(cells[at[EXECUTED]]), stalls))
    return Page(table[0][1] if len(table[0]) > 1 else "", rows)


def summary(page: Page, min_share: float = 0.01, min_executed: int = 1000) -> list[str]:
    total = sum(r.samples for r in page.rows)
    lines = [f"## {page.kernel}",
             f"samples {total}, warp instructions {sum(r.executed for r in page.rows)}",
             "samples  share  executed  instruction  (stall reasons)"]
    for r in page.rows:
        watched = r.executed >= min_executed and any(w in r.source for w in WATCHED)
        if (total and r.samples >= min_share * total) or watched:
            share = r.samples / total if total else 0.0
            reasons = ", ".join(f"{k}={v}" for k, v in sorted(r.stalls.items(), key=lambda kv: -kv[1]))
            lines.append(f"{r.samples:7d} {share:6.1%} {r.executed:9d}  {r.source[:90]}"
                         + (f"  ({reasons})" if reasons else ""))
    return lines


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("csv", help="ncu's source page as CSV")
    parser.add_argument("--min-share", type=float, default=0.01,
                        help="list an instruction holding at least this share of the samples")
    parser.add_argument("--min-executed", type=int, default=1000,
                        help="list a GMMA / SYNCS / UTMA / DEPBAR instruction executed at least this often")
    args = parser.parse_args(argv)
    try:
        with open(args.csv, newline="", encoding="utf-8") as handle:
            page = read_page(handle)
    except (OSError, ValueError) as error:
        print(f"ncu_source_summary: {args.csv}: {error}", file=sys.stderr)
        return 2
    print("\n".join(summary(page, args.min_share, args.min_executed)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
