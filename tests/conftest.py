import pathlib
import sys

# tests/mp.py and friends are plain helper modules beside the tests.
sys.path.insert(0, str(pathlib.Path(__file__).parent))
