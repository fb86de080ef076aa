#!/usr/bin/env python3
"""Decision 0022's exact pricing by branch and bound over the points' cells (session 15 research prototype).

h_w(mu) = sup over the continuous plans of one worker (k <= n messages [s_j, e_j], e_j - s_j = S + C x_j, x_j >= 0,
0 <= s_1, e_j <= s_{j+1}, e_j + A sum_{i >= j} x_i <= D; Drozdowski (2009)) of load - int mu occ. With
Q(t) = t / C - P(t), P(t) = int_0^t mu, and a = A / C, a plan of k messages is worth
    sum_j [Q(e_j) - Q(s_j)] - k S / C,
over the points s_1 <= e_1 <= ... <= e_k (all constraints linear in them: e_j - s_j >= S, e_j <= s_{j+1}, and the
tails e_j + a sum_{i >= j} (e_i - s_i - S) <= D). Q is piecewise linear with breakpoints on the G cell boundaries.

Branch and bound, for each k <= n. A node gives each point p a range of cells [lo_p, hi_p]. Its bound is the linear
program with the same constraints in which Q(e_j) is replaced by the upper concave envelope of Q over e_j's range
and Q(s_j) by the lower convex envelope of Q over s_j's range (each a min / max of lines through the hull of the
grid values, so the program is linear). The envelopes bound Q from the right side on the range, so the LP value is
at least the value of every plan whose points lie in the node's ranges: a valid bound. On a range of one cell Q is
linear, both envelopes equal Q, and the LP is the cell's exact linear program. The LP's solution is a real plan
(it satisfies every constraint) and its true value is an incumbent. A node whose bound is at most the incumbent
(plus 1e-9 relative) is closed; otherwise the point with the largest envelope gap at the LP solution has its range
split at a grid boundary next to its value. Ranges shrink to single cells, so the search ends, and the answer is the
incumbent with the upper bound max(incumbent, bounds of the closed nodes): an upper bound on h_w.

--check compares it with installment-occupancy-exact.py's independent cell-by-cell linprog oracle and its
mixed-integer program on random workers and prices; --mutate breaks one part to see the check fail.

Usage:
  bench/installment-occupancy-bb.py --check [--cases 300] [--mutate envelope|neighbour|tail]
  bench/installment-occupancy-bb.py --time --cells 16 32 64 [--workers 12 --seed 1 --deadline 56.20]
"""
import argparse, heapq, importlib.util, json, math, os, sys, time

import numpy as np
from scipy.optimize import linprog

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location('occx', os.path.join(HERE, 'installment-occupancy-exact.py'))
occx = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(occx)

MUTATE = None


def upper_hull(xs, ys):
    """Lines (slope, intercept) of the upper concave envelope of the points (xs increasing)."""
    h = []
    for x, y in zip(xs, ys):
        while len(h) >= 2 and (h[-1][0] - h[-2][0]) * (y - h[-2][1]) - (h[-1][1] - h[-2][1]) * (x - h[-2][0]) >= 0:
            h.pop()
        h.append((x, y))
    if len(h) == 1:
        return [(0.0, h[0][1])]
    return [((y1 - y0) / (x1 - x0), y0 - (y1 - y0) / (x1 - x0) * x0) for (x0, y0), (x1, y1) in zip(h, h[1:])]


class Pricing:
    """One worker's pricing at prices mu on G equal cells of [0, D]."""

    def __init__(self, S, C, A, mu, D):
        self.S, self.C, self.a, self.D = S, C, A / C, D
        self.G = len(mu)
        self.grid = np.arange(self.G + 1) * (D / self.G)
        self.grid[-1] = D
        self.Qg = self.grid / C - np.concatenate([[0.0], np.cumsum(np.asarray(mu, float) * (D / self.G))])
        self.hulls = {}

    def Q(self, t):
        return float(np.interp(t, self.grid, self.Qg))

    def hull(self, lo, hi, upper):
        """Envelope of Q on [grid[lo], grid[hi + 1]]: upper concave (upper) or lower convex, as lines."""
        key = (lo, hi, upper)
        if key not in self.hulls:
            xs, ys = self.grid[lo:hi + 2], self.Qg[lo:hi + 2]
            if MUTATE == 'envelope':  # invalid: the chord of the range's end points instead of the envelope
                xs, ys = xs[[0, -1]], ys[[0, -1]]
            if upper:
                self.hulls[key] = upper_hull(xs, ys)
            else:
                self.hulls[key] = [(-s, -b) for s, b in upper_hull(xs, -ys)]
        return self.hulls[key]

    def node_lp(self, k, lo, hi):
        """Bound of a node (None if infeasible) and its solution's points. Variables: t_0..t_{2k-1} (s_1, e_1, ...),
        then z_p: z for an end is below the upper envelope, z for a start is below minus the lower envelope."""
        P, a, S, D = 2 * k, self.a, self.S, self.D
        nv = 2 * P
        c = np.zeros(nv)
        c[P:] = -1.0
        Aub, bub = [], []
        for p in range(P):
            upper = p % 2 == 1
            for slope, icpt in self.hull(lo[p], hi[p], upper):
                r = np.zeros(nv)
                r[P + p] = 1.0
                if upper:  # z <= slope t + icpt
                    r[p] = -slope
                    bub.append(icpt)
                else:  # z <= -(slope t + icpt)
                    r[p] = slope
                    bub.append(-icpt)
                Aub.append(r)
        for j in range(k):
            s, e = 2 * j, 2 * j + 1
            r = np.zeros(nv); r[s] = 1; r[e] = -1
            Aub.append(r); bub.append(-S)  # e_j - s_j >= S
            if j + 1 < k and MUTATE != 'neighbour':
                r = np.zeros(nv); r[e] = 1; r[e + 1] = -1
                Aub.append(r); bub.append(0.0)  # e_j <= s_{j+1}
            if MUTATE != 'tail' or j == 0:
                r = np.zeros(nv); r[e] += 1
                for i in range(j, k):
                    r[2 * i + 1] += a; r[2 * i] -= a
                Aub.append(r); bub.append(D + a * (k - j) * S)  # e_j + a sum_{i>=j} (e_i - s_i - S) <= D
        bounds = [(self.grid[lo[p]], self.grid[hi[p] + 1]) for p in range(P)] + [(None, None)] * P
        res = linprog(c, A_ub=np.array(Aub), b_ub=np.array(bub), bounds=bounds, method='highs')
        if res.status == 2:
            return None, None
        assert res.status == 0, res.message
        return -res.fun - k * S / self.C, res.x[:P]

    def plan_of(self, t):
        k = len(t) // 2
        return [(t[2 * j], t[2 * j + 1], (t[2 * j + 1] - t[2 * j] - self.S) / self.C) for j in range(k)]

    def value_of(self, t):
        k = len(t) // 2
        return sum(self.Q(t[2 * j + 1]) - self.Q(t[2 * j]) for j in range(k)) - k * self.S / self.C

    def solve(self, n, rtol=1e-9):
        """(upper bound on h_w, value of the best plan found, that plan, nodes)."""
        best, best_t, closed, nodes = 0.0, None, 0.0, 0
        for k in range(1, n + 1):
            P = 2 * k
            lo, hi = [0] * P, [self.G - 1] * P
            heap, tick = [], 0
            bound, t = self.node_lp(k, lo, hi)
            nodes += 1
            if bound is None:
                continue
            heapq.heappush(heap, (-bound, tick, lo, hi, t))
            while heap:
                negb, _, lo, hi, t = heapq.heappop(heap)
                bound = -negb
                v = self.value_of(t)
                if v > best:
                    best, best_t = v, t
                if bound <= best + rtol * max(1.0, abs(best)):
                    closed = max(closed, bound)
                    continue
                # the point whose envelope is furthest from Q at the LP solution, among ranges of several cells
                gap, p = -1.0, -1
                for q in range(P):
                    if hi[q] > lo[q]:
                        env = self.hull(lo[q], hi[q], q % 2 == 1)
                        if q % 2 == 1:
                            g = min(s * t[q] + b for s, b in env) - self.Q(t[q])
                        else:
                            g = self.Q(t[q]) - max(s * t[q] + b for s, b in env)
                        if g > gap:
                            gap, p = g, q
                if p < 0:  # every range is one cell: the LP was exact (bound = value of t up to LP tolerance)
                    closed = max(closed, bound)
                    continue
                cut = int(round(t[p] / (self.D / self.G)))
                cut = min(max(cut, lo[p] + 1), hi[p])
                for clo, chi in ((lo[p], cut - 1), (cut, hi[p])):
                    nlo, nhi = list(lo), list(hi)
                    nlo[p], nhi[p] = clo, chi
                    # the points are ordered: a later point's cell is not before an earlier one's
                    for q in range(1, P):
                        nlo[q] = max(nlo[q], nlo[q - 1])
                    for q in range(P - 2, -1, -1):
                        nhi[q] = min(nhi[q], nhi[q + 1])
                    if any(nlo[q] > nhi[q] for q in range(P)):
                        continue
                    cb, ct = self.node_lp(k, nlo, nhi)
                    nodes += 1
                    if cb is None:
                        continue
                    if cb <= best + rtol * max(1.0, abs(best)):
                        closed = max(closed, cb)
                        cv = self.value_of(ct)
                        if cv > best:
                            best, best_t = cv, ct
                        continue
                    tick += 1
                    heapq.heappush(heap, (-cb, tick, nlo, nhi, ct))
        upper = max(best, closed, 0.0)
        return upper, best, (self.plan_of(best_t) if best_t is not None else []), nodes


def price_bb(S, C, A, n, mu, D):
    return Pricing(S, C, A, mu, D).solve(n)


def check(cases, milp_too):
    rng = np.random.default_rng(15)
    worst, t0, tb = 0.0, time.time(), 0.0
    for case in range(cases):
        n = [1, 2, 2, 3][case % 4]
        G = int(rng.integers(4, 9)) if n < 3 else int(rng.integers(4, 6))
        D = 10.0
        S, C, A = rng.uniform(0.1, 1.5), rng.uniform(0.2, 2), rng.uniform(1, 5)
        mu = np.round(rng.uniform(0, 0.8, G) * rng.integers(0, 2, G), 3)
        t1 = time.time()
        up, val, plan, _ = price_bb(S, C, A, n, mu, D)
        tb += time.time() - t1
        ref = occx.oracle(S, C, A, n, mu, D)
        refs = [ref]
        if milp_too:
            mu_up, mu_val, _ = occx.price_exact(S, C, A, n, mu, D)
            refs += [mu_up, mu_val]
        try:
            pv, _ = occx.plan_value(S, C, A, plan, mu, D)
        except AssertionError:
            print(f'NOT A PLAN case {case}: {plan} (program {up:.12f}, oracle {ref:.12f})')
            return False
        err = max(abs(up - r) for r in refs + [val, pv]) / max(1.0, abs(ref))
        worst = max(worst, err)
        if err > 1e-8:
            print(f'MISMATCH case {case}: n {n} G {G} S {S:.3f} C {C:.3f} A {A:.3f} mu {mu.tolist()}: '
                  f'branch and bound {up:.12f} / {val:.12f} (plan {pv:.12f}), oracle {ref:.12f}'
                  + (f', MILP {refs[1]:.12f} / {refs[2]:.12f}' if milp_too else ''))
            return False
    print(f'branch and bound = cell-by-cell LP oracle{" = MILP" if milp_too else ""} on {cases} random workers and '
          f'prices (n 1-3, G 4-8); largest relative difference {worst:.2e}; branch and bound {tb:.1f} s, all {time.time() - t0:.0f} s')
    return True


def main():
    global MUTATE
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--check', action='store_true')
    ap.add_argument('--milp', action='store_true', help='with --check: compare with the MILP too')
    ap.add_argument('--cases', type=int, default=300)
    ap.add_argument('--mutate', choices=['envelope', 'neighbour', 'tail'])
    ap.add_argument('--workers', type=int, default=12)
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--installments', type=int, default=3)
    ap.add_argument('--deadline', type=float)
    ap.add_argument('--cells', type=int, default=64)
    ap.add_argument('--warm', help='columns JSON of installment-occupancy.py --save (any grid)')
    ap.add_argument('--warm-deadline', type=float, help='the deadline the --warm columns were made for')
    ap.add_argument('--minutes', type=float, default=10)
    ap.add_argument('--save-mu', help='write the best prices to this JSON file')
    a = ap.parse_args()
    if a.check:
        MUTATE = a.mutate
        sys.exit(0 if check(a.cases, a.milp) else 1)
    # the bound of installment-occupancy-exact.py (Kelley cutting planes on mu), its pricing replaced by this one
    stats = dict(workers=0, seconds=0.0, nodes=0)

    def pricing(S, C, A, n, mu, D, gap=None):
        t0 = time.time()
        up, val, plan, nodes = price_bb(S, C, A, n, mu, D)
        stats['workers'] += 1
        stats['seconds'] += time.time() - t0
        stats['nodes'] += nodes
        return up, val, plan

    occx.price_exact = pricing
    star = occx.occ.random_installment_star(a.seed, a.workers, a.installments)
    warm = []
    if a.warm:
        for w, plan in occx.load_warm(a.warm, a.warm_deadline or a.deadline):
            S, C = star['S'][w], star['C'][w]
            warm.append((w, [(s, e, (e - s - S) / C) for s, e, _ in plan]))
    best, mu, rounds, secs = occx.bound(star, a.deadline, a.cells, warm, a.minutes)
    print(f'm = {a.workers}, seed {a.seed}, n = {a.installments}, D = {a.deadline}, G = {a.cells}: '
          f'sum_w h_w(mu) + int mu = {best:.4f} (V = {star["V"]}): '
          f'{"REFUTES D" if best < star["V"] else "does not refute D"}; {rounds} rounds, {secs:.0f} s; pricing '
          f'{stats["seconds"] / max(1, stats["workers"]):.2f} s and {stats["nodes"] / max(1, stats["workers"]):.0f} '
          f'LPs per worker')
    if a.save_mu:
        json.dump(dict(deadline=a.deadline, cells=a.cells, mu=mu.tolist(), bound=best), open(a.save_mu, 'w'))


if __name__ == '__main__':
    main()
