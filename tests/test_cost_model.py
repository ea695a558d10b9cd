"""The fitted cost model (runtime/cost_model.py, runtime/selection_fit.py) on a committed sample of
recorded candidates (tests/data/selection_sample.json.xz: every third layer of bench/results,
written by ``python -m runtime.bench selection --sample``): cpu, offline, seconds.

No test names an instance: a choice is judged by its recorded time against the best candidate's."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from runtime import cost_model, selection_fit
from runtime.selection_data import Device, assign_groups, recorded_rows, shipped_libraries

SAMPLE = Path(__file__).resolve().parent / "data" / "selection_sample.json.xz"
# the test's fit: fewer rounds than the shipped one's, so that five folds take seconds
SMALL = dict(trees=60, depth=5)


@pytest.fixture(scope="module")
def rows():
    return assign_groups(recorded_rows([SAMPLE], shipped_libraries()))


@pytest.fixture(scope="module")
def outcomes(rows):
    return selection_fit.held_out(rows, 5, **SMALL)


def test_the_sample_covers_every_direction_and_both_devices(rows):
    assert 300 <= len(rows) <= 600
    assert {r.direction for r in rows} == {"forward", "backward_data", "backward_weight"}
    assert {r.device.kind for r in rows} == {"H100", "H200"}
    assert len({r.group for r in rows}) >= 8
    # one shape, one group: a held-out group shares no shape with the training groups
    owner = {}
    for r in rows:
        assert owner.setdefault(r.shape_key, r.group) == r.group


def test_the_fit_is_deterministic(rows):
    part = [r for r in rows if r.direction == "forward"][:120]
    a = selection_fit.fit(part, ["sample"], trees=20).to_dict()
    b = selection_fit.fit(part, ["sample"], trees=20).to_dict()
    assert json.dumps(a, sort_keys=True) == json.dumps(b, sort_keys=True)


def test_the_shipped_parameters_load_and_predict_finite_positive_times(rows):
    model = cost_model.shipped()
    assert set(model.forests) == {"forward", "backward_data", "backward_weight"}
    assert model.meta["fitted_on"] and all(name.endswith((".json", ".json.xz")) for name in model.meta["fitted_on"])
    for r in rows[::25]:
        times = model.predict_ms(r.candidates, r.problem, r.device)
        assert all(math.isfinite(t) and t > 0 for t in times)
    # an unknown device gets the default ceilings, and a sane (finite) ranking
    r = rows[0]
    assert all(math.isfinite(t) and t > 0
               for t in model.predict_ms(r.candidates, r.problem, Device.of("some new GPU", 100)))


def test_the_shipped_model_ranks_the_sample_within_its_bound(rows):
    """The sample's rows were among the shipped fit's: the training figure."""
    model = cost_model.shipped()
    ratios = [r.times[selection_fit.model_choice(model, r)] / r.best_ms for r in rows]
    assert math.exp(sum(map(math.log, ratios)) / len(ratios)) <= 1.05
    assert max(ratios) <= 3.0


def test_held_out_bounds(outcomes):
    """Fitted on the other folds' networks, chosen on the held-out fold's: the geomean of chosen /
    best within the bound, and no worse than the rules' figure on the same rows plus a margin."""
    from runtime.selection_data import geomean
    model = geomean(o.model for o in outcomes)
    rules = geomean(o.rules for o in outcomes)
    assert model <= 1.12
    assert model <= rules + 0.06
    assert max(o.model for o in outcomes) <= 25.0


def test_the_report_prints_its_last_line(capsys):
    assert selection_fit.main([str(SAMPLE), "--held-out", "--trees", "10", "--folds", "3"]) == 0
    last = capsys.readouterr().out.strip().splitlines()[-1]
    assert last.startswith("held-out: geomean ") and ", worst " in last and last.endswith(" rows")


def test_the_switch_changes_the_ranking_path(monkeypatch):
    """HIPCONV_SELECTION=model ranks select's candidates by the predicted times; rules (the
    default) by the criteria; anything else is an error naming the variable."""
    from codegen.errors import SettingError
    from runtime import library
    from runtime.problem import ConvProblem

    monkeypatch.delenv("HIPCONV_SELECTION", raising=False)
    assert library.selection_mode() == "rules"
    monkeypatch.setenv("HIPCONV_SELECTION", " Model ")
    assert library.selection_mode() == "model"
    monkeypatch.setenv("HIPCONV_SELECTION", "fastest")
    with pytest.raises(SettingError, match="HIPCONV_SELECTION"):
        library.selection_mode()

    fwd = shipped_libraries()["fwd"]
    found = [i for i in fwd.values() if i.direction == "forward" and i.spatial_dim == 2 and i.x_type == "bf16"
             and i.epilogue == "acc" and i.micro_kernel != "reference"][:12]
    problem = ConvProblem(1, 32, 64, 64, (56, 56), (3, 3), pad=1)

    class Fake(library.Library):        # what candidates() reads of a loaded library, nothing built
        def __init__(self):
            self.instances = found
            self._selected = {}

        def _matches(self, *args, **kwargs):
            return True

        def supports(self, inst, problem):
            return library.Status.OK

        def selection_context(self, inst, problem):
            return dict(fills_device=True, modelled_bytes=None, splits=1, multiprocessors=132)

        def predicted_ms(self, instances, problem):
            return [float(len(i.name)) for i in instances]      # a stand-in model: shortest name first

        def model_device(self):
            return Device.of(self.device_name, 132)

        device_name = "NVIDIA H200"

    fake = Fake()
    monkeypatch.setenv("HIPCONV_SELECTION", "model")
    by_model = fake.candidates("forward", problem)
    assert [len(i.name) for i in by_model] == sorted(len(i.name) for i in found)
    assert "predicted" in fake.explain("forward", problem) and "cost model" in fake.explain("forward", problem)
    monkeypatch.setenv("HIPCONV_SELECTION", "rules")
    by_rules = fake.candidates("forward", problem)
    from runtime.selection import preference
    keys = [preference(i, problem, fills_device=True, multiprocessors=132) for i in by_rules]
    assert keys == sorted(keys) and by_rules != by_model


def test_the_deciding_features_explain_the_predicted_order(rows):
    """deciding_features(first, second): features where the two differ, each with the factor by
    which second's predicted time falls when it takes first's value; the factors exceed 1, come
    largest first, and the feature swap really moves the prediction by that factor."""
    import numpy as np
    model = cost_model.shipped()
    checked = 0
    for r in rows[:40]:
        times = model.predict_ms(r.candidates, r.problem, r.device)
        order = sorted(range(len(times)), key=times.__getitem__)
        first, second = r.candidates[order[0]], r.candidates[order[-1]]
        decided = model.deciding_features(first, second, r.problem, r.device)
        if first.direction != second.direction or not decided:
            continue
        factors = [f for _, f in decided]
        assert all(f > 1 for f in factors) and factors == sorted(factors, reverse=True)
        name, factor = decided[0]
        j = cost_model.FEATURES.index(name)
        a = np.array(cost_model.features(first, r.problem, r.device)[0], dtype=float)
        b = np.array(cost_model.features(second, r.problem, r.device)[0], dtype=float)
        forest = model.forests[first.direction]
        swapped = b.copy()
        swapped[j] = a[j]
        assert math.exp(forest.predict(b)[0] - forest.predict(swapped)[0]) == pytest.approx(factor)
        checked += 1
    assert checked >= 10
    same = rows[0].candidates[0]
    assert model.deciding_features(same, same, rows[0].problem, rows[0].device) == []


def test_runs_left_out_of_selection_data_exist_and_are_left_out():
    """Each run NOT_SELECTION_DATA names is a committed result file with a reason, and
    result_files (the fit's and the replay's default) does not list it."""
    from runtime.selection_data import NOT_SELECTION_DATA, RESULTS, result_files
    listed = {p.name for p in result_files()}
    for name, reason in NOT_SELECTION_DATA.items():
        assert (RESULTS / name).is_file(), name
        assert name not in listed and len(reason) > 20, name


def test_rows_of_one_run_are_merged_per_problem_across_libraries():
    """A benchmark of several specs records each library's candidates in a row of its own; as
    selection data they are one row per (direction, problem, dtype, epilogue) with every
    candidate, the first row's selected instance kept; another epilogue stays a row apart."""
    from runtime.selection_data import result_rows
    libraries = shipped_libraries()
    shape = dict(G=1, N=32, C=36, K=36, input=[28, 28], filter=[3, 3], pad=[1, 1])

    def row(candidates, selected, epilogue="acc"):
        return dict(direction="forward", problem="hrnet 3x3 C=K=36", dtype="bf16", shape=shape,
                    epilogue=epilogue, selected_instance=selected,
                    candidates=[dict(instance=name, ms=ms, context={"multiprocessors": 132}) for name, ms in candidates])

    result = {"meta": {"device": "NVIDIA H200", "multiprocessors": 132}, "rows": [
        row([("fwd_2d_bf16_mma128x64_pad8", 0.034), ("fwd_2d_bf16_wgmma_tma128x64_pad8", 0.035)],
            "fwd_2d_bf16_mma128x64_pad8"),
        row([("fwd_2d_bf16_mma_vec4", 0.027), ("fwd_2d_bf16_mma_vec2", 0.031)], "fwd_2d_bf16_mma_vec4"),
        row([("fwd_2d_bf16_mma_vec4", 0.030), ("fwd_2d_bf16_mma_vec2", 0.033)], "fwd_2d_bf16_mma_vec4",
            epilogue="relu(acc + bias)"),
    ]}
    rows = result_rows("run.json", result, libraries)
    assert len(rows) == 2
    merged = rows[0]
    assert set(merged.times) == {"fwd_2d_bf16_mma128x64_pad8", "fwd_2d_bf16_wgmma_tma128x64_pad8",
                                 "fwd_2d_bf16_mma_vec4", "fwd_2d_bf16_mma_vec2"}
    assert merged.best_ms == 0.027 and merged.recorded == "fwd_2d_bf16_mma128x64_pad8"
    assert [c.name for c in merged.candidates] == list(merged.times)
    assert set(rows[1].times) == {"fwd_2d_bf16_mma_vec4", "fwd_2d_bf16_mma_vec2"}
