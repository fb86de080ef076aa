#!/usr/bin/env python3
"""The occupancy relaxation's Lagrangian bound with an exact pricing program (session 14 research prototype).

Decision 0022's bound: for any prices mu >= 0, piecewise constant on G cells of [0, D],
    V <= sum_w h_w(mu) + int_0^D mu,    h_w(mu) = sup over the plans of worker w alone of (load - int mu occ_w),
so a right side below V refutes the deadline D. installment-occupancy.py prices over a grid class only; here h_w is
the supremum over ALL continuous plans of w (k <= n messages, message j sent in [s_j, e_j],
e_j - s_j = S + C x_j, 0 <= s_1, e_j <= s_{j+1}, e_j <= D - A sum_{i >= j} x_i; Drozdowski (2009)).

The pricing program. P(t) = int_0^t mu is piecewise linear with breakpoints at the cell boundaries, so for fixed
cells of every s_j and e_j the program is a linear program (0022's vertex argument), and the supremum is the best
over all cell assignments. The program encodes that disjunction exactly as a mixed-integer program (the
multiple-choice formulation of a piecewise linear function: one binary per point and segment of P, runs of cells
with equal price merged into one segment) and solves it with HiGHS (scipy.optimize.milp); a message may be empty
(a_j = 0: zero length, zero load), so one program covers every k <= n. The value used in the bound is HiGHS's
dual bound on the program (an upper bound on h_w whatever the gap left), and the plan is its incumbent.

--check compares the program with an independent oracle on small grids: every assignment of the s_j and e_j to
cells (in their order), each cell's linear program solved with scipy.optimize.linprog, the best over k <= n. The
chunk starts' cells are not enumerated: the objective does not depend on them (x_j enters linearly).

Usage:
  bench/installment-occupancy-exact.py --check [--mutate neighbour|tail]
  bench/installment-occupancy-exact.py --seed 1 --deadline 56.20 --cells 16 [--warm COLUMNS.json
      [--warm-deadline D0]] [--minutes 10] [--save-mu FILE]
  (COLUMNS.json: installment-occupancy.py --save at deadline D0 <= D; any real plans are valid columns and any prices
  give a valid bound, so the seed only speeds the cutting planes. The program is exact but slow: G = 16-32 is
  practical, G = 64 is not; see decision 0022.)
"""
import argparse, importlib.util, itertools, json, math, os, sys, time

import numpy as np
from scipy.optimize import linprog, milp, LinearConstraint, Bounds
from scipy.sparse import lil_matrix, csc_matrix

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location('occ', os.path.join(HERE, 'installment-occupancy.py'))
occ = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(occ)

MUTATE = None  # for --check only: drop one constraint kind, to see the check fail


def segments(mu, D):
    """Breakpoints and slopes of P(t) = int_0^t mu, runs of equal price merged (fewer binaries)."""
    G = len(mu)
    delta = D / G
    B, slope = [0.0], []
    for i in range(G):
        if slope and mu[i] == slope[-1]:
            B[-1] = (i + 1) * delta
        else:
            slope.append(float(mu[i]))
            B.append((i + 1) * delta)
    B[-1] = D
    PB = np.concatenate([[0.0], np.cumsum(np.diff(B) * np.array(slope))])
    return np.array(B), np.array(slope), PB


def price_exact(S, C, A, n, mu, D, gap=1e-9, limit=None):
    """sup (load - int mu occ) over the continuous plans of one worker: (upper bound, value of plan, plan).

    Variables per message j: x_j, a_j (binary: message present), and for each of its two points t (s_j, e_j)
    z_{t,i} (binary: t in segment i) and y_{t,i} (t = sum_i y_{t,i}, B_i z <= y <= B_{i+1} z), so that
    P(t) = sum_i (P(B_i) - mu_i B_i) z_{t,i} + mu_i y_{t,i} exactly."""
    B, sl, PB = segments(mu, D)
    M = len(sl)
    # column layout: x (n), a (n), then per point p = 2j (s_j), 2j + 1 (e_j): z (M), y (M)
    nx = 2 * n + 2 * n * 2 * M
    X, Aa = 0, n

    def Z(p, i):
        return 2 * n + p * 2 * M + i

    def Y(p, i):
        return 2 * n + p * 2 * M + M + i

    c = np.zeros(nx)  # minimise -(load - cost)
    c[X:X + n] = -1.0 / 1.0
    for j in range(n):
        for p, sign in ((2 * j + 1, 1.0), (2 * j, -1.0)):  # + P(e_j) - P(s_j)
            for i in range(M):
                c[Z(p, i)] += sign * (PB[i] - sl[i] * B[i])
                c[Y(p, i)] += sign * sl[i]
    rows, lo, hi = [], [], []

    def row(coefs, l, h):
        rows.append(coefs); lo.append(l); hi.append(h)

    for p in range(2 * n):
        row({Z(p, i): 1.0 for i in range(M)}, 1, 1)
        for i in range(M):
            row({Y(p, i): 1.0, Z(p, i): -B[i]}, 0, np.inf)
            row({Y(p, i): 1.0, Z(p, i): -B[i + 1]}, -np.inf, 0)

    def t(p, k=1.0):
        return {Y(p, i): k for i in range(M)}

    for j in range(n):
        # e_j - s_j - C x_j = S a_j ; x_j <= (D / A) a_j
        r = t(2 * j + 1); r.update(t(2 * j, -1.0)); r[X + j] = -C; r[Aa + j] = -S
        row(r, 0, 0)
        row({X + j: 1.0, Aa + j: -D / A}, -np.inf, 0)
        if j + 1 < n and MUTATE != 'neighbour':  # e_j <= s_{j+1}
            r = t(2 * j + 1); r.update(t(2 * j + 2, -1.0))
            row(r, -np.inf, 0)
        # symmetry: empty messages come first and sit at 0 (any plan of k < n messages is one of these)
        row({Y(2 * j + 1, i): 1.0 for i in range(M)} | {Aa + j: -D}, -np.inf, 0)
        if j + 1 < n:
            row({Aa + j: 1.0, Aa + j + 1: -1.0}, -np.inf, 0)
        if MUTATE != 'tail' or j == 0:  # e_j + A sum_{i >= j} x_i <= D
            r = t(2 * j + 1)
            for i in range(j, n):
                r[X + i] = A
            row(r, -np.inf, D)
    # valid cuts: the points s_1 <= e_1 <= s_2 <= ... lie in non-decreasing segments
    for p in range(2 * n - 1):
        for i in range(M - 1):
            row({**{Z(p + 1, q): 1.0 for q in range(i + 1)}, **{Z(p, q): -1.0 for q in range(i + 1)}}, -np.inf, 0)
    Amat = lil_matrix((len(rows), nx))
    for k, r in enumerate(rows):
        for col, v in r.items():
            Amat[k, col] += v
    integrality = np.zeros(nx)
    integrality[Aa:Aa + n] = 1
    for p in range(2 * n):
        for i in range(M):
            integrality[Z(p, i)] = 1
    ub = np.full(nx, np.inf)
    ub[Aa:] = 1.0
    for p in range(2 * n):
        for i in range(M):
            ub[Y(p, i)] = D
    res = milp(c, constraints=LinearConstraint(csc_matrix(Amat), lo, hi), integrality=integrality,
               bounds=Bounds(np.zeros(nx), ub), options=dict(mip_rel_gap=gap, presolve=True, **({'time_limit': limit} if limit else {})))
    assert res.status in (0, 1) and res.x is not None, res.message
    upper = max(0.0, -res.mip_dual_bound)
    v = res.x
    plan = []
    for j in range(n):
        if v[Aa + j] > 0.5:
            s = sum(v[Y(2 * j, i)] for i in range(M))
            e = sum(v[Y(2 * j + 1, i)] for i in range(M))
            plan.append((s, e, v[X + j]))
    return upper, max(0.0, -res.fun), plan


def plan_value(S, C, A, plan, mu, D):
    """load - int mu occ of a plan [(s, e, x)], and its occupancy per cell; asserts it is a real plan."""
    G = len(mu)
    delta = D / G
    occupancy = np.zeros(G)
    prev = 0.0
    for j, (s, e, x) in enumerate(plan):
        tail = A * sum(p[2] for p in plan[j:])
        assert x >= -1e-9 and abs(e - s - S - C * x) <= 1e-7 and s >= prev - 1e-7 and e <= D - tail + 1e-7, plan
        prev = e
        for i in range(max(0, int(s // delta) - 1), min(G, int(e // delta) + 2)):
            occupancy[i] += max(0.0, min(e, (i + 1) * delta) - max(s, i * delta))
    return sum(p[2] for p in plan) - float(mu @ occupancy), occupancy


def oracle(S, C, A, n, mu, D):
    """Independent: every ordered assignment of s_1 <= e_1 <= ... <= e_k to cells, each cell's LP by linprog."""
    G = len(mu)
    delta = D / G
    P = np.concatenate([[0.0], np.cumsum(mu * delta)])
    best = 0.0
    for k in range(1, n + 1):
        # variables: s_1, e_1, ..., s_k, e_k, x_1..x_k
        for cells in itertools.combinations_with_replacement(range(G), 2 * k):
            nv = 3 * k
            c = np.zeros(nv)
            c[2 * k:] = -1.0
            for j in range(k):
                c[2 * j + 1] += mu[cells[2 * j + 1]]
                c[2 * j] -= mu[cells[2 * j]]
            const = sum(P[cells[2 * j + 1]] - mu[cells[2 * j + 1]] * cells[2 * j + 1] * delta
                        - P[cells[2 * j]] + mu[cells[2 * j]] * cells[2 * j] * delta for j in range(k))
            Aeq, beq, Aub, bub = [], [], [], []
            for j in range(k):
                r = np.zeros(nv); r[2 * j + 1] = 1; r[2 * j] = -1; r[2 * k + j] = -C
                Aeq.append(r); beq.append(S)
                if j + 1 < k:
                    r = np.zeros(nv); r[2 * j + 1] = 1; r[2 * j + 2] = -1
                    Aub.append(r); bub.append(0.0)
                r = np.zeros(nv); r[2 * j + 1] = 1; r[2 * k + j:] = A
                Aub.append(r); bub.append(D)
            bounds = [(cells[i] * delta, (cells[i] + 1) * delta) for i in range(2 * k)] + [(0, None)] * k
            res = linprog(c, A_ub=np.array(Aub), b_ub=bub, A_eq=np.array(Aeq), b_eq=beq, bounds=bounds,
                          method='highs')
            if res.status == 0:
                best = max(best, -(res.fun + const))
    return best


def check(cases):
    rng = np.random.default_rng(14)
    worst, t0 = 0.0, time.time()
    for case in range(cases):
        n = [1, 2, 2, 3][case % 4]
        G = int(rng.integers(4, 9)) if n < 3 else int(rng.integers(4, 6))
        D = 10.0
        S, C, A = rng.uniform(0.1, 1.5), rng.uniform(0.2, 2), rng.uniform(1, 5)
        mu = np.round(rng.uniform(0, 0.8, G) * rng.integers(0, 2, G), 3)
        up, val, plan = price_exact(S, C, A, n, mu, D)
        ref = oracle(S, C, A, n, mu, D)
        try:
            pv, _ = plan_value(S, C, A, plan, mu, D)
        except AssertionError:
            print(f'NOT A PLAN case {case}: {plan} (program {up:.12f}, oracle {ref:.12f})')
            return False
        err = max(abs(up - ref), abs(val - ref), abs(pv - ref)) / max(1.0, abs(ref))
        worst = max(worst, err)
        if err > 1e-9:
            print(f'MISMATCH case {case}: n {n} G {G} S {S:.3f} C {C:.3f} A {A:.3f} mu {mu.tolist()}: '
                  f'program {up:.12f} / {val:.12f} (plan {pv:.12f}), oracle {ref:.12f}')
            return False
    print(f'exact pricing = cell-by-cell LP oracle on {cases} random workers and prices (n 1-3, G 4-8); '
          f'largest relative difference {worst:.2e}; {time.time() - t0:.0f} s')
    return True


def bound(star, D, G, warm, minutes, log=True, gap=1e-9):
    """Kelley cutting planes on mu with the exact pricing. Returns the least valid bound seen and its mu."""
    m, n, V = len(star['S']), star['n'], star['V']
    delta = D / G
    cols = []  # (w, load, occupancy per cell)
    for w, plan in warm:
        pv, o = plan_value(star['S'][w], star['C'][w], star['A'][w], plan, np.zeros(G), D)
        cols.append((w, pv, o))
    best, best_mu, t0, rounds = math.inf, None, time.time(), 0
    while time.time() - t0 < minutes * 60:
        rounds += 1
        lp, mu = 0.0, np.zeros(G)
        if cols:
            Am = np.zeros((G + m, len(cols)))
            for j, (w, load, o) in enumerate(cols):
                Am[:G, j] = o
                Am[G + w, j] = 1.0
            res = linprog(-np.array([c[1] for c in cols]), A_ub=csc_matrix(Am),
                          b_ub=np.concatenate([np.full(G, delta), np.ones(m)]), bounds=(0, None), method='highs')
            lp = -res.fun
            mu = np.maximum(-res.ineqlin.marginals[:G], 0.0)
        mu = np.round(mu, 12)  # equal prices merge into one segment
        total, added = float(mu.sum() * delta), 0
        for w in range(m):
            S, C, A = star['S'][w], star['C'][w], star['A'][w]
            up, val, plan = price_exact(S, C, A, n, mu, D, gap)
            total += up
            if plan:
                pv, o = plan_value(S, C, A, plan, mu, D)
                assert abs(pv - val) <= 1e-6 * max(1.0, val), (w, pv, val)  # the program's plan is worth its value
                cols.append((w, pv + float(mu @ o), o))
                added += 1
        if total < best:
            best, best_mu = total, mu.copy()
        if log:
            print(f'  round {rounds}: master LP {lp:.4f}  bound {total:.4f}  least bound {best:.4f}  '
                  f'columns {len(cols)}  {time.time() - t0:.0f} s', flush=True)
        if best - lp <= 1e-4:
            break
    return best, best_mu, rounds, time.time() - t0


def load_warm(path, D):  # D: the deadline the columns were generated at (they stay real plans at any later one)
    """Columns saved by installment-occupancy.py ((d, e) in cells of its grid) as continuous plans."""
    old = json.load(open(path))
    G0 = old.get('cells', old.get('G'))
    d0 = old.get('deadline', D) / G0
    star_w = []
    for w, msgs in old['columns']:
        star_w.append((w, [(e * d0 - d * d0, e * d0, None) for d, e in msgs]))
    return star_w


def main():
    global MUTATE
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--check', action='store_true')
    ap.add_argument('--cases', type=int, default=120)
    ap.add_argument('--mutate', choices=['neighbour', 'tail'])
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
        sys.exit(0 if check(a.cases) else 1)
    star = occ.random_installment_star(a.seed, a.workers, a.installments)
    warm = []
    if a.warm:
        for w, plan in load_warm(a.warm, a.warm_deadline or a.deadline):
            S, C = star['S'][w], star['C'][w]
            warm.append((w, [(s, e, (e - s - S) / C) for s, e, _ in plan]))
    best, mu, rounds, secs = bound(star, a.deadline, a.cells, warm, a.minutes)
    print(f'm = {a.workers}, seed {a.seed}, n = {a.installments}, D = {a.deadline}, G = {a.cells}: '
          f'sum_w h_w(mu) + int mu = {best:.4f} (V = {star["V"]}): '
          f'{"REFUTES D" if best < star["V"] else "does not refute D"}; {rounds} rounds, {secs:.0f} s')
    if a.save_mu:
        json.dump(dict(deadline=a.deadline, cells=a.cells, mu=mu.tolist(), bound=best), open(a.save_mu, 'w'))


if __name__ == '__main__':
    main()
