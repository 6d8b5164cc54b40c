import pytest
from evening_support import window, quit_window, resume_from_start_page, typed_roll, blank_pages, verify_elsewhere
pytestmark = pytest.mark.gui
def test_probe(tmp_path):
    with window() as (root, app):
        root.geometry("1280x720+0+0"); root.update()
        tab = app.new_session("template", seed=3)
        for i in range(40):
            if tab.session.state.over: break
            if i % 2: tab.panel.act.roll_box.roll_button.invoke()
            else: typed_roll(tab.panel.act.roll_box, "7")
            root.update()
            assert blank_pages(tab.panel, root) == []
        print(tab.panel.act.info_label.cget("text"), tab.session.state.turn)
        tab.undo_button.invoke(); root.update(); tab.redo_button.invoke(); root.update()
        print(blank_pages(tab.panel, root), app.status.get())
        path = tab.session.autosave_path()
        quit_window(app, root)
    with window() as (root, app):
        tab = resume_from_start_page(app, root, path)
        print(blank_pages(tab.panel, root), tab.panel.act.info_label.cget("text"))
    print(verify_elsewhere(path, tmp_path/"e").stdout)
