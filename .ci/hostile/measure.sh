#!/usr/bin/env bash
# Each hostile input of issue 12 (made by gen.py) through a release nibload: best of 3 wall
# seconds (with that run's CPU seconds), peak RSS over the 3 runs, exit status, and the load.
# Usage: .ci/hostile/measure.sh [NIBLOAD] (default .build/release/nibload; build it with
# `swift build -c release --product nibload`). The inputs go to $HOSTILE_DIR (/tmp/nibload-hostile).
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
bin="${1:-$PWD/.build/release/nibload}"
h="${HOSTILE_DIR:-/tmp/nibload-hostile}"
nav="$PWD/Samples/storyboard/Navigation.storyboard"
if [ ! -f "$h/push4000mem4000.txt" ]; then
    mkdir -p "$h"
    (cd "$h" && python3 "$OLDPWD/.ci/hostile/gen.py")
fi
echo "| input | size | exit | best of 3 | peak RSS | load |"
echo "|---|---|---|---|---|---|"
measure() {
    local label="$1" input="$2"; shift 2
    local best="" bestcpu="" rss=0 status=""
    for _ in 1 2 3; do
        /usr/bin/time -o "$h/time.out" -f "%e %M %x %U %S" "$@" >/dev/null 2>/dev/null
        out=$(tail -1 "$h/time.out")
        read -r wall kb code user sys <<<"$out"
        if [ -z "$best" ] || awk "BEGIN{exit !($wall < $best)}"; then
            best=$wall
            bestcpu=$(awk "BEGIN{print $user+$sys}")
        fi
        [ "$kb" -gt "$rss" ] && rss=$kb
        status=$code
    done
    local size
    size=$(stat -c %s "$input" 2>/dev/null | awk '{ if ($1 >= 1048576) printf "%.1f MB", $1/1000000; else printf "%d KB", ($1+999)/1000 }')
    printf '| %s | %s | %s | %ss (CPU %ss) | %d MB | %s |\n' "$label" "${size:-0 B}" "$status" "$best" "$bestcpu" $((rss / 1024)) \
        "$(cut -d' ' -f1 /proc/loadavg)"
}
measure "ATTLIST default injecting customClass" "$h/attlist.storyboard" "$bin" "$h/attlist.storyboard"
measure "100,000 attributes on one element" "$h/attrs100k.storyboard" "$bin" "$h/attrs100k.storyboard"
measure "1,000,000 attributes on one element" "$h/attrs1m.storyboard" "$bin" "$h/attrs1m.storyboard"
measure "100,000 xmlns declarations" "$h/xmlns100k.storyboard" "$bin" "$h/xmlns100k.storyboard"
measure "one 32 MiB value (the limit), tree dump" "$h/value32m.storyboard" "$bin" "$h/value32m.storyboard"
measure "one 40 MB value" "$h/value40m.storyboard" "$bin" "$h/value40m.storyboard"
measure "one 100 MB value" "$h/value100m.storyboard" "$bin" "$h/value100m.storyboard"
measure "10 million tiny elements" "$h/tiny10m.xib" "$bin" "$h/tiny10m.xib"
measure "2,000,000 elements (the limit), tree dump" "$h/tiny2m.xib" "$bin" "$h/tiny2m.xib"
measure "2,000,000 elements, --format json" "$h/tiny2m.xib" "$bin" --format json "$h/tiny2m.xib"
measure "2,000,000 elements, lint" "$h/tiny2m.xib" "$bin" lint "$h/tiny2m.xib"
measure "2,000,000 elements, --instantiate" "$h/tiny2m.xib" "$bin" --instantiate "$h/tiny2m.xib"
measure "run: 8,000 pushes" "$h/push8000.txt" "$bin" run "$nav" --script-file "$h/push8000.txt"
measure "run: 2,000 pushes + 2,000 memory warnings" "$h/push2000mem2000.txt" "$bin" run "$nav" --script-file "$h/push2000mem2000.txt"
measure "run: 4,000 pushes + 4,000 memory warnings (stops at the trace limit)" "$h/push4000mem4000.txt" "$bin" run "$nav" --script-file "$h/push4000mem4000.txt"
measure "lint --config: 40,000 exclude patterns" "$h/exclude40k.json" "$bin" lint "$nav" --config "$h/exclude40k.json"
measure "lint --config: rules with 200,000 keys" "$h/rules200k.json" "$bin" lint "$nav" --config "$h/rules200k.json"
measure "lint --config /dev/zero" /dev/null "$bin" lint "$nav" --config /dev/zero
