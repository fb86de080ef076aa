#!/usr/bin/env bash
# dlt map benchmark (issue 26 item 7): end-to-end wall and CPU time of the command line, JVM start included, and
# the JVM start alone (dlt --version). Targets: a 200 x 200 map of a closed-form kind (chain, all-port star, torus)
# under 2 s; a 10 x 10 map of a 12-worker one-port star with "order": "optimal", every point proven, under a minute
# on 2 cores. CPU time (user + sys) is the number to compare on a loaded machine; wall time needs an idle one.
# The commands run as a user runs them: through the launcher bin/dlt (its JVM options, docs/decisions/0017), with a
# class-data archive of its own made by one small warm-up map first (in a temporary DLT_CACHE), so the
# first timed run does not pay for writing it. DLT_BENCH_COMMAND="java -jar app/target/dlt.jar" times the bare jar.
# Usage (from the repository root, after ./mvnw -B -ntp -DskipTests package): bench/map/run-map-bench.sh
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
read -r -a dlt <<< "${DLT_BENCH_COMMAND:-$root/bin/dlt}"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
export DLT_CACHE=$out/cache

timed() { # prints "wall cpu" in seconds of: dlt "$@"
    /usr/bin/time -f '%e %U %S' -o "$out/time" "${dlt[@]}" "$@" > /dev/null
    awk '{printf "%6.2f s wall  %6.2f s CPU", $1, $2 + $3}' "$out/time"
}

"${dlt[@]}" map "$here/chain.json" --x V --x-from 1 --x-to 2 --x-steps 2 --y C --y-from 0.1 --y-to 1 --y-steps 2 \
    --out "$out/warm-up.csv" > /dev/null
if [ "${dlt[0]}" = "$root/bin/dlt" ]; then # the launcher says which options it uses
    echo "command: $(DLT_LAUNCHER_ECHO=1 "$root/bin/dlt" map 2>&1 >/dev/null | head -1)"
else
    echo "command: ${dlt[*]}"
fi

run() { # name, args...
    local name=$1; shift
    local t rows not_optimal
    t=$(timed map "$@" --out "$out/$name.csv")
    rows=$(($(wc -l < "$out/$name.csv") - 1))
    not_optimal=$(tail -n +2 "$out/$name.csv" | awk -F, '$5 != "optimal"' | wc -l)
    printf '%-22s %6d points  %s  (%d not optimal)   load average: %s\n' "$name" "$rows" "$t" "$not_optimal" \
        "$(cut -d' ' -f1-3 /proc/loadavg)"
}

printf '%-22s %13s  %s   load average: %s\n' "JVM start (--version)" "" "$(timed --version)" "$(cut -d' ' -f1-3 /proc/loadavg)"
run chain "$here/chain.json" --x V --x-from 1 --x-to 1e6 --x-steps 200 --x-log --y C --y-from 0.001 --y-to 1 --y-steps 200 --y-log
run star-all-port "$here/star-all-port.json" --x V --x-from 1 --x-to 1e6 --x-steps 200 --x-log --y C --y-from 0.001 --y-to 1 --y-steps 200 --y-log
run torus "$here/torus.json" --x V --x-from 1 --x-to 1e6 --x-steps 200 --x-log --y S --y-from 1e-4 --y-to 1 --y-steps 200 --y-log
run star-one-port-optimal "$here/star-one-port-optimal.json" --x C --x-from 0.01 --x-to 1 --x-steps 10 --x-log --y S --y-from 0.001 --y-to 0.5 --y-steps 10 --y-log
