#!/usr/bin/env bash
# dlt map benchmark (issue 26 item 7): end-to-end wall and CPU time of the command line, JVM start included, and
# the JVM start alone (dlt --version). Targets: a 200 x 200 map of a closed-form kind (chain, all-port star, torus)
# under 2 s; a 10 x 10 map of a 12-worker one-port star with "order": "optimal", every point proven, under a minute
# on 2 cores. CPU time (user + sys) is the number to compare on a loaded machine; wall time needs an idle one.
# Usage (from the repository root, after ./mvnw -B -ntp -DskipTests package): bench/map/run-map-bench.sh
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
jar=${DLT_JAR:-app/target/dlt.jar}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

timed() { # prints "wall cpu" in seconds of: java -jar $jar "$@"
    /usr/bin/time -f '%e %U %S' -o "$out/time" java -jar "$jar" "$@" > /dev/null
    awk '{printf "%6.2f s wall  %6.2f s CPU", $1, $2 + $3}' "$out/time"
}

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
